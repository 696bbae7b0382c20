//go:build !race

package meteor

const raceEnabled = false
