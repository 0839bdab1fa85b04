// --split-input-file[=MARKER] and --output-split-marker, as mlir-opt 22: the input is cut at each
// marker wherever it is on its line (the next chunk starts right after it, at its line and column);
// a marker with one '-' less is upstream's warning "near miss with file split marker", which
// --verify-diagnostics does not check; a chunk that fails prints nothing between its markers.

// RUN: not ai-opt %S/Inputs/split-markers.mlir --split-input-file 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not ai-opt %S/Inputs/split-markers.mlir --split-input-file= 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: split-markers.mlir:8:7: warning: near miss with file split marker
// DEFAULT-NEXT: // ----
// DEFAULT: split-markers.mlir:17:10: error: operation being parsed with an unregistered dialect
// DEFAULT: func.func @a()
// DEFAULT: func.func @b()
// DEFAULT: func.func @c()
// DEFAULT-NEXT: return
// DEFAULT-NEXT: }
// DEFAULT-NEXT: }
// DEFAULT-NEXT: // -----
// DEFAULT-NEXT: module {
// DEFAULT-NEXT: func.func @d()
// DEFAULT: // -----
// DEFAULT-NEXT: // -----
// DEFAULT-NEXT: module {
// DEFAULT-NEXT: func.func @f()

// Another marker ('// ;;', written so that this line holds none), and another line between outputs:
// RUN: not ai-opt %S/Inputs/split-markers.mlir --split-input-file='//'' ;;' --output-split-marker=XX 2>&1 | FileCheck %s --check-prefix=CUSTOM
// CUSTOM: split-markers.mlir:8:4: warning: near miss with file split marker
// CUSTOM: split-markers.mlir:12:4: warning: near miss with file split marker
// CUSTOM: split-markers.mlir:15:6: warning: near miss with file split marker
// CUSTOM: split-markers.mlir:19:4: warning: near miss with file split marker
// CUSTOM: split-markers.mlir:17:10: error: operation being parsed with an unregistered dialect
// CUSTOM: func.func @a()
// CUSTOM-NOT: func.func
// CUSTOM: {{^XX$}}
// CUSTOM-NOT: func.func

// RUN: ai-opt %S/Inputs/split-markers.mlir --split-input-file --allow-unregistered-dialect --output-split-marker= | FileCheck %s --check-prefix=EMPTY
// EMPTY: func.func @c()
// EMPTY-NOT: // -----
// EMPTY: func.func @e()
// EMPTY-NEXT: "bad"() : () -> ()

// The near miss is no diagnostic that --verify-diagnostics checks:
// RUN: ai-opt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: split-input-file-markers.mlir:[[# @LINE + 5]]:7: warning: near miss with file split marker
// VERIFY-NOT: error
func.func @g() {
  return
}
// ----
// expected-error@+1 {{custom op 'unknown' is unknown (tried 'builtin.unknown' as well)}}
unknown
