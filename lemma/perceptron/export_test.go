package perceptron

// SlowScores are the label scores of each token as features and predict
// compute them (building every feature string), with the tags chosen
// along the way: the reference the allocation-free tagger is checked
// against.
func (m *Model) SlowScores(tokens []string) ([][]float32, []string) {
	var out [][]float32
	var tags []string
	p1, p2 := "<s>", "<s>"
	for i := range tokens {
		s := make([]float32, len(m.Labels))
		label := m.Labels[m.predict(m.features(tokens, i, p1, p2, m.lexicon), s)]
		out = append(out, s)
		tags = append(tags, label)
		p2, p1 = p1, label
	}
	return out, tags
}

// FastScores is SlowScores by the tagger Analyze and Tags use.
func (m *Model) FastScores(tokens []string) ([][]float32, []string) {
	var out [][]float32
	var tags []string
	t := m.newTagger(tokens)
	p1, p2 := -1, -1
	for i := range tokens {
		l := t.predict(i, p1, p2)
		out = append(out, append([]float32(nil), t.scores...))
		tags = append(tags, m.Labels[l])
		p2, p1 = p1, l
	}
	return out, tags
}
