package extract

import (
	"bufio"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/parmesan-mt/parmesan/data"
	"github.com/parmesan-mt/parmesan/paraphrase/mpeda"
	"github.com/parmesan-mt/parmesan/paraphrase/multi"
)

func init() {
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&writeFn{})
	register.DoFn4x1[context.Context, int, func(*string) bool, Header, error](&writeHeaderFn{})
	beam.RegisterType(reflect.TypeOf((*Header)(nil)).Elem())
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

func (w *writeFn) ProcessElement(ctx context.Context, _ int, records func(*string) bool) error {
	n, err := writeRecords(ctx, w.Path, "", false, records)
	if err != nil {
		return err
	}
	recordsCounter.Inc(ctx, n)
	return nil
}

// Header is what WriteTableHeader writes beside a table's records.
type Header struct {
	// Settings is the table's settings line: the gzip header comment
	// (ISO 8859-1; the path must end in ".gz") and the one line of the
	// sidecar file path+".settings" (mpeda.SettingsSuffix), as the
	// single-machine commands write them.
	Settings string
	// Refuse, when not empty, says why the table must not be written:
	// the write fails with it and leaves no file.
	Refuse string
}

// WriteTableHeader writes records as WriteTable does, with header (a
// PCollection<Header> of one element) as the gzip comment and the
// settings sidecar, and fails, writing nothing, when the header refuses
// the table or there are no records. The sidecar is written, through a
// temporary file where the file system can rename, after the table.
func WriteTableHeader(s beam.Scope, path string, records, header beam.PCollection) {
	s = s.Scope("write-table")
	filesystem.ValidateScheme(path)
	all := beam.Flatten(s, records, beam.Create(s, ""))
	beam.ParDo0(s, &writeHeaderFn{Path: path}, beam.GroupByKey(s, beam.AddFixedKey(s, all)), beam.SideInput{Input: header})
}

type writeHeaderFn struct {
	Path string
}

func (w *writeHeaderFn) ProcessElement(ctx context.Context, _ int, records func(*string) bool, h Header) error {
	if h.Refuse != "" {
		return fmt.Errorf("%s not written: %s", w.Path, h.Refuse)
	}
	if !strings.HasSuffix(w.Path, ".gz") {
		return fmt.Errorf("%s: a table with settings is gzip-compressed: name it .gz", w.Path)
	}
	comment := multi.Comment(h.Settings) // the whole line goes to the settings file
	if err := data.CheckGzipComment(w.Path, comment); err != nil {
		return err // Go's gzip reader would not read the table back
	}
	n, err := writeRecords(ctx, w.Path, comment, true, records)
	if err != nil {
		return err
	}
	if err := writeBeamFile(ctx, w.Path+mpeda.SettingsSuffix, func(out io.Writer) error {
		_, err := io.WriteString(out, h.Settings+"\n")
		return err
	}); err != nil {
		return err
	}
	recordsCounter.Inc(ctx, n)
	return nil
}

// writeRecords writes the records to path (gzip-compressed, with the
// comment, when path ends in ".gz") and returns how many it wrote; with
// nonEmpty, no record is an error and no file is left.
func writeRecords(ctx context.Context, path, comment string, nonEmpty bool, records func(*string) bool) (int64, error) {
	n := int64(0)
	err := writeBeamFile(ctx, path, func(out io.Writer) error {
		var zw *gzip.Writer
		if strings.HasSuffix(path, ".gz") {
			zw = gzip.NewWriter(out)
			zw.Comment = comment
			out = zw
		}
		var rec string
		for records(&rec) {
			if rec == "" {
				continue
			}
			if _, err := io.WriteString(out, rec); err != nil {
				return err
			}
			n++
		}
		if nonEmpty && n == 0 {
			return errNoRecords
		}
		if zw != nil {
			return zw.Close()
		}
		return nil
	})
	if errors.Is(err, errNoRecords) {
		return 0, fmt.Errorf("%s not written: %w", path, err)
	}
	return n, err
}

var errNoRecords = errors.New("no records")

// writeBeamFile writes path through Beam's file systems with fill: under a
// temporary name renamed when complete where the file system can rename,
// removed when fill or the write fails.
func writeBeamFile(ctx context.Context, path string, fill func(io.Writer) error) (err error) {
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return err
	}
	defer fs.Close()
	tmp := path
	rn, canRename := fs.(filesystem.Renamer)
	if canRename {
		tmp = path + ".tmp"
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
	if err := fill(bw); err != nil {
		if errors.Is(err, errNoRecords) {
			return err
		}
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := fd.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if canRename {
		if err := rn.Rename(ctx, tmp, path); err != nil {
			return err
		}
	}
	return nil
}
