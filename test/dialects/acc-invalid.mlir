// RUN: ai-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Verifier checks of the acc (OpenACC) ops: xDSL's, which mirror upstream's OpenACC.cpp and its messages,
// and aiopt's (the data operands of acc.parallel/serial/kernels, where acc.atomic.capture reports).

func.func @loop_seq_with_vector(%lb: i32, %ub: i32) {
  // expected-error@+1 {{'acc.loop' op gang, worker or vector cannot appear with seq}}
  acc.loop vector control(%iv : i32) = (%lb : i32) to (%ub : i32) step (%lb : i32) {
    "test.body"() : () -> ()
    acc.yield
  } attributes {seq = [#acc.device_type<none>], inclusiveUpperbound = array<i1: true>}
  return
}

// -----

func.func @loop_without_parallelism_mode(%lb: i32, %ub: i32) {
  // expected-error@+1 {{'acc.loop' op at least one of auto, independent, seq must be present}}
  acc.loop control(%iv : i32) = (%lb : i32) to (%ub : i32) step (%lb : i32) {
    acc.yield
  } attributes {inclusiveUpperbound = array<i1: true>}
  return
}

// -----

func.func @loop_duplicate_worker_device_type() {
  // expected-error@+1 {{'acc.loop' op duplicate device_type `nvidia` found in worker attribute}}
  acc.loop worker([#acc.device_type<nvidia>, #acc.device_type<nvidia>]) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}

// -----

func.func @loop_auto_and_independent(%lb: i32, %ub: i32) {
  // expected-error@+1 {{'acc.loop' op only one of auto, independent, seq can be present at the same time}}
  acc.loop control(%iv : i32) = (%lb : i32) to (%ub : i32) step (%lb : i32) {
    acc.yield
  } attributes {auto_ = [#acc.device_type<none>], independent = [#acc.device_type<none>], inclusiveUpperbound = array<i1: true>}
  return
}

// -----

func.func @loop_inclusive_upperbound_size(%lb: i32, %ub: i32) {
  // expected-error@+1 {{'acc.loop' op inclusiveUpperbound size is expected to be the same as upperbound size}}
  acc.loop control(%iv : i32) = (%lb : i32) to (%ub : i32) step (%lb : i32) {
    acc.yield
  } attributes {independent = [#acc.device_type<none>], inclusiveUpperbound = array<i1: true, false>}
  return
}

// -----

func.func @data_without_operands() {
  // expected-error@+1 {{at least one operand or the default attribute must appear on the data operation}}
  acc.data {
    acc.terminator
  }
  return
}

// -----

func.func @data_operand_not_from_data_op(%m: memref<4xf32>) {
  // expected-error@+1 {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.data dataOperands(%m : memref<4xf32>) {
    acc.terminator
  }
  return
}

// -----

func.func @update_without_operands() {
  // expected-error@+1 {{at least one value must be present in dataOperands}}
  acc.update
  return
}

// -----

func.func @update_operand_not_from_update_op(%m: memref<f32>) {
  %d = acc.copyin varPtr(%m : memref<f32>) -> memref<f32>
  // expected-error@+1 {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.update dataOperands(%d : memref<f32>)
  return
}

// -----

func.func @wait_async_twice(%n: index) {
  // expected-error@+1 {{async attribute cannot appear with asyncOperand}}
  "acc.wait"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, async}> : (index) -> ()
  return
}

// -----

func.func @init_in_parallel() {
  acc.parallel {
    // expected-error@+1 {{'acc.init' op cannot be nested in a compute operation}}
    acc.init
    acc.yield
  }
  return
}

// -----

func.func @shutdown_in_loop_region() {
  acc.serial {
    "test.region"() ({
      // expected-error@+1 {{'acc.shutdown' op cannot be nested in a compute operation}}
      acc.shutdown
    }) : () -> ()
    acc.yield
  }
  return
}

// -----

func.func @set_in_kernels() {
  acc.kernels {
    // expected-error@+1 {{'acc.set' op cannot be nested in a compute operation}}
    acc.set attributes {device_type = #acc.device_type<nvidia>}
    acc.terminator
  }
  return
}

// -----

func.func @set_without_operands() {
  // expected-error@+1 {{'acc.set' op at least one default_async, device_num, or device_type operand must appear}}
  acc.set
  return
}

// -----

func.func @exit_data_without_operands() {
  // expected-error@+1 {{at least one operand must be present in dataOperands on the exit data operation}}
  acc.exit_data attributes {async}
  return
}

// -----

func.func @exit_data_async_twice(%n: index, %m: memref<f32>) {
  %d = acc.getdeviceptr varPtr(%m : memref<f32>) -> memref<f32>
  // expected-error@+1 {{async attribute cannot appear with asyncOperand}}
  "acc.exit_data"(%n, %d) <{operandSegmentSizes = array<i32: 0, 1, 0, 0, 1>, async}> : (index, memref<f32>) -> ()
  acc.delete accPtr(%d : memref<f32>)
  return
}

// -----

func.func @enter_data_without_operands() {
  // expected-error@+1 {{at least one operand must be present in dataOperands on the enter data operation}}
  acc.enter_data attributes {async}
  return
}

// -----

func.func @enter_data_async_twice(%n: index, %m: memref<f32>) {
  %d = acc.create varPtr(%m : memref<f32>) -> memref<f32>
  // expected-error@+1 {{async attribute cannot appear with asyncOperand}}
  "acc.enter_data"(%n, %d) <{operandSegmentSizes = array<i32: 0, 1, 0, 0, 1>, async}> : (index, memref<f32>) -> ()
  return
}

// -----

func.func @enter_data_operand_not_from_entry_op(%m: memref<f32>) {
  %d = acc.present varPtr(%m : memref<f32>) -> memref<f32>
  // expected-error@+1 {{expect data entry operation as defining op}}
  acc.enter_data dataOperands(%d : memref<f32>)
  return
}

// -----

func.func @bounds_of_float(%f: f32) {
  // expected-error@+1 {{operand #0 must be integer or index, but got 'f32'}}
  %b = acc.bounds lowerbound(%f : f32)
  return
}

// -----

func.func @bounds_without_extent(%i: index) {
  // expected-error@+1 {{expected extent or upperbound.}}
  %b = acc.bounds lowerbound(%i : index)
  return
}

// -----

func.func @parallel_operand_not_from_data_op(%m: memref<4xf32>) {
  // expected-error@+1 {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.parallel dataOperands(%m : memref<4xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @serial_operand_not_from_data_op(%m: memref<4xf32>) {
  // expected-error@+1 {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.serial dataOperands(%m : memref<4xf32>) {
    acc.yield
  }
  return
}

// -----

func.func @kernels_operand_not_from_data_op(%m: memref<4xf32>) {
  // expected-error@+1 {{expect data entry/exit operation or acc.getdeviceptr as defining op}}
  acc.kernels dataOperands(%m : memref<4xf32>) {
    acc.terminator
  }
  return
}

// -----

func.func @host_data_operand_not_from_use_device(%m: memref<f32>) {
  %d = acc.copyin varPtr(%m : memref<f32>) -> memref<f32>
  // expected-error@+1 {{expect data entry operation as defining op}}
  acc.host_data dataOperands(%d : memref<f32>) {
    acc.terminator
  }
  return
}

// -----

// expected-error@+1 {{expects non-empty init region}}
acc.private.recipe @private_f32 : memref<f32> init {
}

// -----

// expected-error@+1 {{expects init region first argument of the privatization type}}
acc.private.recipe @private_f32 : memref<f32> init {
^bb0(%a : f32):
  %m = memref.alloca() : memref<f32>
  acc.yield %m : memref<f32>
}

// -----

// expected-error@+1 {{expects non-empty copy region}}
acc.firstprivate.recipe @firstprivate_f32 : memref<f32> init {
^bb0(%a : memref<f32>):
  %m = memref.alloca() : memref<f32>
  acc.yield %m : memref<f32>
} copy {
}

// -----

// expected-error@+1 {{expects copy region with two arguments of the privatization type}}
acc.firstprivate.recipe @firstprivate_f32 : memref<f32> init {
^bb0(%a : memref<f32>):
  %m = memref.alloca() : memref<f32>
  acc.yield %m : memref<f32>
} copy {
^bb0(%a : memref<f32>, %b : f32):
  acc.terminator
}

// -----

// expected-error@+1 {{expects non-empty combiner region}}
acc.reduction.recipe @reduction_f32 : f32 reduction_operator <add> init {
^bb0(%a : f32):
  %z = arith.constant 0.0 : f32
  acc.yield %z : f32
} combiner {
}

// -----

// expected-error@+1 {{expects combiner region to yield a value of the reduction type}}
acc.reduction.recipe @reduction_f32 : f32 reduction_operator <add> init {
^bb0(%a : f32):
  %z = arith.constant 0.0 : f32
  acc.yield %z : f32
} combiner {
^bb0(%a : f32, %b : f32):
  %c = arith.constant 0 : i32
  acc.yield %c : i32
}

// -----

func.func @atomic_write_type(%addr : memref<memref<i32>>, %v : i32) {
  // expected-error@+1 {{address must dereference to value type}}
  acc.atomic.write %addr = %v : memref<memref<i32>>, i32
  return
}

// -----

func.func @atomic_read_same_address(%x : memref<i32>) {
  // expected-error@+1 {{read and write must not be to the same location for atomic reads}}
  acc.atomic.read %x = %x : memref<i32>, memref<i32>, i32
  return
}

// -----

func.func @atomic_update_two_arguments(%x: memref<i32>, %e: i32) {
  // expected-error@+1 {{the region must accept exactly one argument}}
  acc.atomic.update %x : memref<i32> {
  ^bb0(%a: i32, %b: i32):
    acc.yield %a : i32
  }
  return
}

// -----

func.func @atomic_update_yield_type(%x: memref<i32>, %f: f32) {
  // expected-error@+1 {{input and yielded value must have the same type}}
  acc.atomic.update %x : memref<i32> {
  ^bb0(%a: i32):
    acc.yield %f : f32
  }
  return
}

// -----

func.func @atomic_update_two_yields(%x: memref<i32>, %e: i32) {
  // expected-error@+1 {{only updated value must be returned}}
  acc.atomic.update %x : memref<i32> {
  ^bb0(%a: i32):
    acc.yield %a, %e : i32, i32
  }
  return
}

// -----

func.func @atomic_capture_one_op(%x: memref<i32>, %v: memref<i32>) {
  // expected-error@+1 {{expected three operations in atomic.capture region}}
  acc.atomic.capture {
    acc.atomic.read %v = %x : memref<i32>, memref<i32>, i32
    acc.terminator
  }
  return
}

// -----

func.func @atomic_capture_two_writes(%x: memref<i32>, %e: i32) {
  acc.atomic.capture {
    // expected-error@+1 {{invalid sequence of operations in the capture region}}
    acc.atomic.write %x = %e : memref<i32>, i32
    acc.atomic.write %x = %e : memref<i32>, i32
    acc.terminator
  }
  return
}

// -----

func.func @atomic_capture_other_variable(%x: memref<i32>, %y: memref<i32>, %v: memref<i32>, %e: i32) {
  acc.atomic.capture {
    // expected-error@+1 {{captured variable in atomic.read must be updated in second operation}}
    acc.atomic.read %v = %x : memref<i32>, memref<i32>, i32
    acc.atomic.write %y = %e : memref<i32>, i32
    acc.terminator
  }
  return
}
