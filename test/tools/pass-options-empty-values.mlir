// A pass flag's options may end at `=`: an empty list, a true bool, an empty string, as upstream's
// ListOption and cl::opt read them (the end of the text was read as an unterminated quote).

// RUN: ai-opt %s --scf-parallel-loop-tiling='parallel-loop-tile-sizes=' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// LIST: {{^}}  scf-parallel-loop-tiling{}{{$}}
// RUN: ai-opt %s --canonicalize='top-down=' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: canonicalize{{{.*}} top-down=true}
// RUN: ai-opt %s --convert-cf-assert-to-runtime-call='function=' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRING
// STRING: {{^}}  convert-cf-assert-to-runtime-call{function=}{{$}}

// What --dump-pass-pipeline writes for a pipeline with empty lists reads back.
// RUN: ai-opt %s --pass-pipeline='builtin.module(linalg-tile{tile-sizes= unroll=2},convert-to-llvm{filter-dialects=})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMPED
// DUMPED: {{^}}  linalg-tile{contract=true loop-type=parallel min-work=1048576 split-reduction=false  unroll=2 unroll-rows=4},{{$}}
// DUMPED-NEXT: {{^}}  convert-to-llvm{}{{$}}

// A driver's bool flag too: --verify-each= is --verify-each.
// RUN: ai-opt %s --verify-each= --cse | FileCheck %s --check-prefix=VERIFY-EACH
// VERIFY-EACH: func.func @f

// An integer has no empty value; a quote that is opened must be closed.
// RUN: not ai-opt %s --canonicalize='max-iterations=' 2>&1 | FileCheck %s --check-prefix=INT
// INT: <command-line>:1:{{[0-9]+}}: error: invalid value '' for option 'max-iterations': expected an integer
// RUN: not ai-opt %s --canonicalize='max-iterations="1' 2>&1 | FileCheck %s --check-prefix=QUOTE
// QUOTE: <command-line>:1:{{[0-9]+}}: error: unterminated string in pass options

func.func @f() {
  return
}
