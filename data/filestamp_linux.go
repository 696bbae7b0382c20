//go:build linux

package data

import (
	"fmt"
	"io/fs"
	"syscall"
	"time"
)

// fileStamp returns what identifies a file beside its path, size and
// modification time (its device, inode and change time in nanoseconds)
// and its change time; ok is false when the platform gives none.
func fileStamp(st fs.FileInfo) (id string, changed time.Time, ok bool) {
	s, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return "", time.Time{}, false
	}
	c := time.Unix(s.Ctim.Sec, s.Ctim.Nsec)
	return fmt.Sprintf("%d:%d:%d", s.Dev, s.Ino, c.UnixNano()), c, true
}
