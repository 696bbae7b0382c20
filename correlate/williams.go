package correlate

import "math"

// Williams returns the one-sided p-value of Williams' test (Williams 1959;
// recommended for MT metrics by Graham and Baldwin 2014) that two
// dependent Pearson correlations differ: r12 is metric 1's correlation
// with the human scores, r13 metric 2's, r23 the correlation between the
// two metrics, n the number of scored cells. The statistic
//
//	t = (r12 − r13) √((n−1)(1+r23)) / √(2K(n−1)/(n−3) + r̄²(1−r23)³),
//	K = 1 − r12² − r13² − r23² + 2 r12 r13 r23,  r̄ = (r12+r13)/2,
//
// follows Student's t with n−3 degrees of freedom; the p-value is the
// upper tail at |t| (double it for a two-sided test). It is NaN when
// n < 4 or an input is NaN.
func Williams(r12, r13, r23 float64, n int) float64 {
	if n < 4 || math.IsNaN(r12) || math.IsNaN(r13) || math.IsNaN(r23) {
		return math.NaN()
	}
	k := 1 - r12*r12 - r13*r13 - r23*r23 + 2*r12*r23*r13
	rbar := (r12 + r13) / 2
	fn := float64(n)
	num := (r12 - r13) * math.Sqrt((fn-1)*(1+r23))
	den := math.Sqrt(2*(fn-1)/(fn-3)*k + rbar*rbar*math.Pow(1-r23, 3))
	if den == 0 {
		if num == 0 {
			return 0.5
		}
		return 0
	}
	return studentUpper(math.Abs(num/den), fn-3)
}

// WilliamsTest applies Williams' test to metrics a and b against the
// human scores gold (vectors with NaN for missing cells; cells missing in
// any of the three are left out). It returns the one-sided p-value that
// the metric with the higher Pearson correlation is not better, and both
// correlations. mt-metrics-eval's WilliamsSigDiff counts n over every
// cell, scored or not, and correlates a with b over every cell; the two
// agree when no score is missing.
func WilliamsTest(gold, a, b []float64) (p, ra, rb float64, err error) {
	if len(gold) != len(a) || len(gold) != len(b) {
		return math.NaN(), math.NaN(), math.NaN(), ErrLength
	}
	var g, x, y []float64
	for i := range gold {
		if math.IsNaN(gold[i]) || math.IsNaN(a[i]) || math.IsNaN(b[i]) {
			continue
		}
		g, x, y = append(g, gold[i]), append(x, a[i]), append(y, b[i])
	}
	ra, rb = pearson(g, x), pearson(g, y)
	return Williams(ra, rb, pearson(x, y), len(g)), ra, rb, nil
}

// studentUpper is P(T > t) for Student's t with df degrees of freedom,
// t ≥ 0: ½ I_{df/(df+t²)}(df/2, ½).
func studentUpper(t, df float64) float64 {
	return 0.5 * betaInc(df/2, 0.5, df/(df+t*t))
}

// betaInc is the regularized incomplete beta function I_x(a, b), from its
// continued fraction evaluated by the modified Lentz method (Press et al.,
// Numerical Recipes §6.4), using the symmetry I_x(a,b) = 1 − I_{1−x}(b,a)
// where the fraction converges slowly.
func betaInc(a, b, x float64) float64 {
	switch {
	case x <= 0:
		return 0
	case x >= 1:
		return 1
	}
	la, _ := math.Lgamma(a + b)
	lb, _ := math.Lgamma(a)
	lc, _ := math.Lgamma(b)
	front := math.Exp(la - lb - lc + a*math.Log(x) + b*math.Log1p(-x))
	if x < (a+1)/(a+b+2) {
		return front * betaFraction(a, b, x) / a
	}
	return 1 - front*betaFraction(b, a, 1-x)/b
}

func betaFraction(a, b, x float64) float64 {
	const tiny = 1e-300
	c, d := 1.0, 1-(a+b)*x/(a+1)
	if math.Abs(d) < tiny {
		d = tiny
	}
	d = 1 / d
	h := d
	for m := 1; m <= 10000; m++ {
		fm := float64(m)
		// even step
		num := fm * (b - fm) * x / ((a + 2*fm - 1) * (a + 2*fm))
		d = 1 + num*d
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = 1 + num/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		h *= d * c
		// odd step
		num = -(a + fm) * (a + b + fm) * x / ((a + 2*fm) * (a + 2*fm + 1))
		d = 1 + num*d
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = 1 + num/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		delta := d * c
		h *= delta
		if math.Abs(delta-1) < 1e-16 {
			break
		}
	}
	return h
}
