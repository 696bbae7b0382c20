// Package parmesan is the library entry point of the parmesan MT-evaluation toolkit.
package parmesan
