module github.com/parmesan-mt/parmesan/bench

go 1.26.8

require (
	github.com/parmesan-mt/parmesan v0.0.0
	github.com/stretchr/testify v1.12.1
)

require (
	github.com/blevesearch/segment v0.9.1 // indirect
	github.com/blevesearch/snowballstem v0.9.0 // indirect
	github.com/jdkato/prose/v3 v3.2.3 // indirect
	github.com/klauspost/cpuid/v2 v2.2.10 // indirect
	github.com/zeebo/xxh3 v1.1.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/image v0.38.0 // indirect
	golang.org/x/sys v0.46.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/parmesan-mt/parmesan => ../
