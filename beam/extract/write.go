package extract

import (
	"bufio"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&writeFn{})
	register.Iter1[string]()
}

// recordsCounter counts the records WriteTable writes (a Beam metric,
// read from the pipeline result).
var recordsCounter = beam.NewCounter("parmesan", "records")

// RecordsMetric names the counter of written records: namespace and name.
const RecordsMetric = "parmesan/records"

// WriteTable writes a PCollection<string> of records (each ending in a
// newline) to one file at path through Beam's file systems (local, gs://,
// s3://, as registered), gzip-compressed when path ends in ".gz". Where
// the file system can rename, the file is written under a temporary name
// and renamed when complete, so a failed run leaves no partial file. The
// file is written even when there are no records. One worker writes it
// after a group-by-key to one key, as textio.Write does; an empty string
// joins the records so that the group exists when they are none, and is
// skipped.
func WriteTable(s beam.Scope, path string, records beam.PCollection) {
	s = s.Scope("write-table")
	filesystem.ValidateScheme(path)
	all := beam.Flatten(s, records, beam.Create(s, ""))
	beam.ParDo0(s, &writeFn{Path: path}, beam.GroupByKey(s, beam.AddFixedKey(s, all)))
}

type writeFn struct {
	Path string
}

func (w *writeFn) ProcessElement(ctx context.Context, _ int, records func(*string) bool) (err error) {
	fs, err := filesystem.New(ctx, w.Path)
	if err != nil {
		return err
	}
	defer fs.Close()
	tmp := w.Path
	rn, canRename := fs.(filesystem.Renamer)
	if canRename {
		tmp = w.Path + ".tmp"
	}
	fd, err := fs.OpenWrite(ctx, tmp)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			fd.Close()
			if rm, ok := fs.(filesystem.Remover); ok {
				rm.Remove(ctx, tmp)
			}
		}
	}()
	bw := bufio.NewWriterSize(fd, 1<<20)
	var out io.Writer = bw
	var zw *gzip.Writer
	if strings.HasSuffix(w.Path, ".gz") {
		zw = gzip.NewWriter(bw)
		out = zw
	}
	var rec string
	n := int64(0)
	for records(&rec) {
		if rec == "" {
			continue
		}
		if _, err := io.WriteString(out, rec); err != nil {
			return fmt.Errorf("writing %s: %w", w.Path, err)
		}
		n++
	}
	if zw != nil {
		if err := zw.Close(); err != nil {
			return fmt.Errorf("writing %s: %w", w.Path, err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing %s: %w", w.Path, err)
	}
	if err := fd.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", w.Path, err)
	}
	if canRename {
		if err := rn.Rename(ctx, tmp, w.Path); err != nil {
			return err
		}
	}
	recordsCounter.Inc(ctx, n)
	return nil
}
