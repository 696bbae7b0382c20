// Package extract builds parmesan's paraphrase tables on Apache Beam, for
// inputs too large for one machine: the counting and joining stages of
// pivot extraction (Pivot), of mining pairs from many translations of the
// same sources (Multi) and of MPEDA's term network and shared chunks
// (MPEDA) as Beam pipelines that run on Beam's local runner (prism) or on
// Flink, Spark or Dataflow.
//
// It lives in the nested module github.com/parmesan-mt/parmesan/beam, so
// the main module neither downloads nor compiles Beam. Every formula comes
// from package paraphrase (or paraphrase/mpeda), which the single-machine
// commands (parmesan table build --phrase-table, parmesan table mpeda)
// call too; this package only distributes the work. Pivot:
//
//	lines ──parse (data.ParseMosesLine, paraphrase.PivotInstance,
//	        UsableTranslation)──▶ KV<pivot f, Translation>
//	      ──GroupByKey f, paraphrase.PivotOptions.PairGroup──▶
//	        KV<"a\tb", Contribution{F, Seq, X}>
//	      ──GroupByKey pair, sum in (F, Seq) order, KeepParaphrase,
//	        paraphrase.AppendMeteor──▶ Meteor records ──WriteTable──▶ file
//
// Summing the contributions of a pair in ascending order of pivot phrase,
// then emission order, repeats the single-machine Pivoter's additions
// exactly (it reads a table sorted by pivot), so both engines produce the
// same floating-point sums and the same table up to record order. Unlike
// the single-machine path, the input need not be sorted.
//
// Multi's and MPEDA's stages are described on Multi and MPEDA. The
// command parmesan-beam multi writes Multi's tables as parmesan table
// multi does, settings included (MultiHeaders, WriteTableHeader).
//
// Differences from the single-machine path: input errors name the file and
// quote the line but cannot give its number (Beam's text source does not
// number lines); the output's record order is unspecified.
package extract
