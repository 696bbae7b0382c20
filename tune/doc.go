// Package tune fits Meteor's scoring parameters (α, β, γ, δ) and module
// weights to human judgments, as Meteor's own tuning did (Lavie & Agarwal
// 2007 hill-climbed them on adequacy and fluency judgments; later versions
// searched a grid per language and task, Denkowski & Lavie 2010–2014).
//
// # Idea
//
// The alignment of a hypothesis to its references does not depend on the
// parameters: the aligner maximizes matches and minimizes chunks whatever
// α β γ δ are (only the choice between several references does). So each
// segment is aligned once, its meteor.Stats cached (they carry the matched
// content and function words of every module separately), and every
// candidate parameter setting rescores the cache with the arithmetic of
// meteor.Stats.Compute. The fragmentation term frag^β is computed once per
// β value. A rescoring costs a few nanoseconds per segment, so the full
// grid over HUME en-cs (888 judged segments, 287,091 points with the
// default exact-only space) takes seconds.
//
// Rescoring is exact: Rescore gives, bit for bit, the scores
// meteor.Stats.Compute gives, and those are the scores the Meteor scorer
// prints (a test checks both). The one approximation is the choice among
// several references, which the scorer makes with its own parameters;
// with one reference per segment (every shared evaluation set) there is
// none.
//
// # Search
//
// Grid: every point of Space (ranges and steps per parameter; the first
// module's weight is fixed at 1 as in Meteor's tables, since scaling all
// weights together scales precision and recall alike). Hill climbing:
// from a start point (the language's default parameters), repeatedly take
// the single ±step move of one coordinate that improves the objective
// most, until none does. Both are deterministic; ties keep the earlier
// point. TuneMetric searches a Family's settings over a MetricSpace with
// the same search (one search over an indexed space, search.go): hill
// climbing steps to the neighbouring listed value, and grid ties keep the
// metric's defaults first.
//
// # Objectives and cross-validation
//
// The objective is a correlation of metric scores with human scores at
// segment level (all judged (system, segment) pairs, flattened) or system
// level (one corpus score per system, aggregated from the segment
// statistics as Meteor does). Cross-validation splits segments into k
// folds (all systems' versions of a segment together, assignment by a
// seeded permutation) or, at segment level, leaves one system out; each
// fold is tuned on the rest and measured on itself, with the default
// parameters measured on the same held-out part for comparison.
//
// Data comes from an Evaluator (Collect), so the Parmesan metric is tuned
// the same way: its statistics are those of the rewritten references.
package tune
