package fix_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/parmesan-mt/parmesan/fix"
	_ "github.com/parmesan-mt/parmesan/fix/de"
	_ "github.com/parmesan-mt/parmesan/fix/es"
	_ "github.com/parmesan-mt/parmesan/fix/fr"
	_ "github.com/parmesan-mt/parmesan/fix/pl"
	_ "github.com/parmesan-mt/parmesan/fix/ro"
	_ "github.com/parmesan-mt/parmesan/fix/ru"
	"github.com/parmesan-mt/parmesan/lemma"
)

// ruleConstants reads the Rule* string constants that a language package
// declares (the names its edits record) from its source.
func ruleConstants(t *testing.T, dir string) map[string]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	require.NoError(t, err)
	out := map[string]string{}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		require.NoError(t, err)
		for _, d := range file.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, sp := range g.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if !strings.HasPrefix(n.Name, "Rule") || i >= len(vs.Values) {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					v, err := strconv.Unquote(lit.Value)
					require.NoError(t, err)
					out[n.Name] = v
				}
			}
		}
	}
	return out
}

// Every rule name a language package can record in an edit is registered
// with a doc, and only those: a rule added without a doc, or a doc left
// behind by a removed rule, fails here.
func TestRulesDescribeThemselves(t *testing.T) {
	for _, lang := range []string{"cs", "de", "en", "es", "fr", "pl", "ro", "ru"} {
		t.Run(lang, func(t *testing.T) {
			consts := ruleConstants(t, lang)
			require.NotEmpty(t, consts)
			var want []string
			for _, v := range consts {
				want = append(want, v)
			}
			var got []string
			for _, r := range fix.Rules(lang) {
				got = append(got, r.Name)
				assert.NotEmpty(t, r.Doc, r.Name)
				assert.True(t, strings.HasPrefix(r.Name, lang+"-"), "rule %s lacks its language prefix", r.Name)
				lr, ok := fix.LookupRule(r.Name)
				assert.True(t, ok, r.Name)
				assert.Equal(t, r, lr)
			}
			assert.ElementsMatch(t, want, got)
		})
	}
	assert.Nil(t, fix.Rules("xx"))
	_, ok := fix.LookupRule("xx-none")
	assert.False(t, ok)
}

// Register refuses a rule without a doc and a rule name another language
// already registered, before registering anything.
func TestRegisterRuleChecks(t *testing.T) {
	none := func(lemma.Language) fix.Fixer { return nil }
	assert.PanicsWithValue(t, `fix: rule "xx-a" of xx has no name or no doc`, func() {
		fix.Register("xx", none, fix.Rule{Name: "xx-a"})
	})
	assert.PanicsWithValue(t, "fix: rule en-a-an registered twice", func() {
		fix.Register("xx", none, fix.Rule{Name: "en-a-an", Doc: "again"})
	})
	assert.NotContains(t, fix.Languages(), "xx")
	_, err := fix.New("xx", nil)
	assert.ErrorContains(t, err, `fix: no agreement rules for language "xx" (known: cs, de, en, es, fr, pl, ro, ru)`)
}
