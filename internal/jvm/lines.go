package jvm

// ScanLines is a bufio.SplitFunc with Java BufferedReader.readLine
// semantics: "\n", "\r\n" and a lone "\r" each end a line; a last line
// without a terminator is returned; no empty line follows a final
// terminator.
func ScanLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	for i, c := range data {
		switch c {
		case '\n':
			return i + 1, data[:i], nil
		case '\r':
			if i+1 < len(data) {
				if data[i+1] == '\n' {
					return i + 2, data[:i], nil
				}
				return i + 1, data[:i], nil
			}
			if atEOF {
				return i + 1, data[:i], nil
			}
			return 0, nil, nil // need the next byte to see whether "\n" follows
		}
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}

// Trim is Java's String.trim: it strips every character <= U+0020 from
// both ends.
func Trim(s string) string {
	i, j := 0, len(s)
	for i < j && s[i] <= ' ' {
		i++
	}
	for j > i && s[j-1] <= ' ' {
		j--
	}
	return s[i:j]
}
