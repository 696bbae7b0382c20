//go:build unix

package jar

import (
	"bytes"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOutputFilesMode checks that the alignment and SGML score files get
// the mode of a plain os.Create (0666 less the umask), as the reference's
// do, although they are written through temporary files (data's atomic
// writer, whose own temporary files would otherwise be 0600).
func TestOutputFilesMode(t *testing.T) {
	dir := t.TempDir()
	hyp, ref := filepath.Join(dir, "hyp.txt"), filepath.Join(dir, "ref.txt")
	require.NoError(t, os.WriteFile(hyp, []byte("the cat sat\n"), 0o644))
	require.NoError(t, os.WriteFile(ref, []byte("a cat sat\n"), 0o644))
	sgmlTest := filepath.Join(dir, "tst.sgm")
	sgmlRef := filepath.Join(dir, "ref.sgm")
	require.NoError(t, os.WriteFile(sgmlTest, []byte(`<tstset setid="s"><doc docid="d" sysid="sys"><seg id="1">the cat sat</seg></doc></tstset>`+"\n"), 0o644))
	require.NoError(t, os.WriteFile(sgmlRef, []byte(`<refset setid="s"><doc docid="d" sysid="ref"><seg id="1">a cat sat</seg></doc></refset>`+"\n"), 0o644))
	umask := syscall.Umask(0)
	syscall.Umask(umask)
	want := os.FileMode(0o666 &^ umask)
	for _, c := range []struct {
		name  string
		args  []string
		files []string
	}{
		{"plain", []string{hyp, ref, "-l", "en", "-m", "exact", "-writeAlignments", "-f", filepath.Join(dir, "p")}, []string{"p-align.out"}},
		{"sgml", []string{sgmlTest, sgmlRef, "-l", "en", "-m", "exact", "-sgml", "-writeAlignments", "-f", filepath.Join(dir, "s")},
			[]string{"s-seg.scr", "s-doc.scr", "s-sys.scr", "s-align.out"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			o, err := ParseArgs(c.args)
			require.NoError(t, err)
			var out, errb bytes.Buffer
			require.NoError(t, Run(o, Env{Stdout: &out, Stderr: &errb}))
			for _, f := range c.files {
				st, err := os.Stat(filepath.Join(dir, f))
				require.NoError(t, err)
				assert.Equal(t, want, st.Mode().Perm(), f)
			}
		})
	}
}
