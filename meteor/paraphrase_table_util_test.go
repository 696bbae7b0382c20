package meteor

import (
	"bufio"
	"io"
	"time"
)

func bufioWriter(w io.Writer) *bufio.Writer { return bufio.NewWriterSize(w, 1<<20) }

func nowSeconds() float64 { return float64(time.Now().UnixNano()) / 1e9 }
