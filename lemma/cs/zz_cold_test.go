package cs

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/parmesan-mt/parmesan/lemma"
)

func BenchmarkZZCold(b *testing.B) {
	c := czech(b)
	dir := filepath.Join("..", "..", "..", "shared", "eval", "wmt23-general", "generaltest2023.en-cs")
	seen := map[string]bool{}
	var forms []string
	files, _ := filepath.Glob(filepath.Join(dir, "sys", "*.txt"))
	for _, name := range append(files, filepath.Join(dir, "ref.txt")) {
		f, _ := os.Open(name)
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			for _, w := range lemma.Tokenize(sc.Text()) {
				w = strings.ToLower(w)
				if !seen[w] {
					seen[w] = true
					forms = append(forms, w)
				}
			}
		}
		f.Close()
	}
	b.Logf("%d forms", len(forms))
	b.ResetTimer()
	for b.Loop() {
		for _, w := range forms {
			c.analyse(w)
		}
	}
}
