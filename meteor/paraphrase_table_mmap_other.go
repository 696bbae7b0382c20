//go:build !unix

package meteor

import (
	"errors"
	"os"
)

// mapFile is not available here: compiled tables are read into memory.
func mapFile(f *os.File, size int) ([]byte, func() error, error) {
	return nil, nil, errors.New("memory mapping not supported")
}
