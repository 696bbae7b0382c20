//go:build !linux

package data

import (
	"io/fs"
	"time"
)

// fileStamp gives no inode or change time here: sums are not remembered.
func fileStamp(fs.FileInfo) (string, time.Time, bool) { return "", time.Time{}, false }
