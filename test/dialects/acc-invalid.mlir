// RUN: ai-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Verifier checks of the acc (OpenACC) ops: xDSL's, which mirror upstream's OpenACC.cpp and its messages,
// and aiopt's (the data operands of acc.parallel/serial/kernels, where acc.atomic.capture reports, the
// dataClause of the data clause ops).

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

// -----

func.func @copyin(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with copyin operation must match its intent or specify original clause this operation was decomposed from}}
  %d = acc.copyin varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_create>}
  return
}

// -----

func.func @copyin_implicit(%m: memref<f32>) {
  // An implicit copyin may stand for any clause.
  %d = acc.copyin varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_present>, implicit = true}
  // expected-error@+1 {{data clause associated with create operation must match its intent or specify original clause this operation was decomposed from}}
  %e = acc.create varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @present(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with present operation must match its intent}}
  %d = acc.present varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_copy>}
  return
}

// -----

func.func @nocreate(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with no_create operation must match its intent}}
  %d = acc.nocreate varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_present>}
  return
}

// -----

func.func @attach(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with attach operation must match its intent}}
  %d = acc.attach varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_detach>}
  return
}

// -----

func.func @deviceptr(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with deviceptr operation must match its intent}}
  %d = acc.deviceptr varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_present>}
  return
}

// -----

func.func @private(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with private operation must match its intent}}
  %d = acc.private varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_firstprivate>}
  return
}

// -----

func.func @firstprivate(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with firstprivate operation must match its intent}}
  %d = acc.firstprivate varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_private>}
  return
}

// -----

func.func @firstprivate_map(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with firstprivate operation must match its intent}}
  %d = acc.firstprivate_map varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @reduction(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with reduction operation must match its intent}}
  %d = acc.reduction varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_copy>}
  return
}

// -----

func.func @declare_device_resident(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with device_resident operation must match its intent}}
  %d = acc.declare_device_resident varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_declare_link>}
  return
}

// -----

func.func @declare_link(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with link operation must match its intent}}
  %d = acc.declare_link varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_declare_device_resident>}
  return
}

// -----

func.func @use_device(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with use_device operation must match its intent or specify original clause this operation was decomposed from}}
  %d = acc.use_device varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_deviceptr>}
  return
}

// -----

func.func @cache(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with cache operation must match its intent or specify original clause this operation was decomposed from}}
  %d = acc.cache varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @update_device(%m: memref<f32>) {
  // expected-error@+1 {{data clause associated with device operation must match its intent or specify original clause this operation was decomposed from}}
  %d = acc.update_device varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_update_host>}
  return
}

// -----

func.func @copyout(%m: memref<f32>) {
  %d = acc.create varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_copyout>}
  // expected-error@+1 {{data clause associated with copyout operation must match its intent or specify original clause this operation was decomposed from}}
  acc.copyout accPtr(%d : memref<f32>) to varPtr(%m : memref<f32>) {dataClause = #acc<data_clause acc_copyin>}
  return
}

// -----

func.func @update_host(%m: memref<f32>) {
  %d = acc.getdeviceptr varPtr(%m : memref<f32>) -> memref<f32>
  // expected-error@+1 {{data clause associated with host operation must match its intent or specify original clause this operation was decomposed from}}
  acc.update_host accPtr(%d : memref<f32>) to varPtr(%m : memref<f32>) {dataClause = #acc<data_clause acc_update_device>}
  return
}

// -----

func.func @delete(%m: memref<f32>) {
  %d = acc.getdeviceptr varPtr(%m : memref<f32>) -> memref<f32>
  // expected-error@+1 {{data clause associated with delete operation must match its intent or specify original clause this operation was decomposed from}}
  acc.delete accPtr(%d : memref<f32>) {dataClause = #acc<data_clause acc_copyout>}
  return
}

// -----

func.func @detach(%m: memref<f32>) {
  %d = acc.getdeviceptr varPtr(%m : memref<f32>) -> memref<f32>
  // expected-error@+1 {{data clause associated with detach operation must match its intent or specify original clause this operation was decomposed from}}
  acc.detach accPtr(%d : memref<f32>) {dataClause = #acc<data_clause acc_delete>}
  return
}

// -----

func.func @declare_enter_without_operands() {
  // expected-error@+1 {{at least one operand must appear on the declare operation}}
  %t = acc.declare_enter
  return
}

// -----

func.func @declare_enter_operand(%m: memref<f32>) {
  %d = acc.nocreate varPtr(%m : memref<f32>) -> memref<f32>
  // expected-error@+1 {{expect valid declare data entry operation or acc.getdeviceptr as defining op}}
  %t = acc.declare_enter dataOperands(%d : memref<f32>)
  return
}

// -----

func.func @declare_exit_without_operands() {
  // expected-error@+1 {{at least one operand must appear on the declare operation}}
  acc.declare_exit
  return
}

// -----

func.func @declare_operand(%m: memref<f32>) {
  %d = acc.attach varPtr(%m : memref<f32>) -> memref<f32>
  // expected-error@+1 {{expect valid declare data entry operation or acc.getdeviceptr as defining op}}
  acc.declare dataOperands(%d : memref<f32>) {
  }
  return
}

// -----

func.func @routine_target() {
  return
}
// expected-error@+1 {{only one of `gang`, `worker`, `vector`, `seq` can be present at the same time for device_type `nvidia`}}
"acc.routine"() <{func_name = @routine_target, sym_name = "routine_target_acc", gang = [#acc.device_type<nvidia>], seq = [#acc.device_type<nvidia>]}> : () -> ()

// -----

func.func @routine_target() {
  return
}
// expected-error@+1 {{only one of `gang`, `worker`, `vector`, `seq` can be present at the same time}}
"acc.routine"() <{func_name = @routine_target, sym_name = "routine_target_acc", worker = [#acc.device_type<none>], vector = [#acc.device_type<none>]}> : () -> ()

// -----

// expected-error@+1 {{'acc.global_ctor' op requires attribute 'sym_name'}}
"acc.global_ctor"() ({
  acc.terminator
}) : () -> ()

// -----

// expected-error@+1 {{'acc.global_dtor' op requires attribute 'sym_name'}}
"acc.global_dtor"() ({
  acc.terminator
}) : () -> ()

// -----

func.func @get_lowerbound_of_index(%i: index) {
  // expected-error@+1 {{'acc.get_lowerbound' op operand #0 must be Type for representing acc data clause bounds information, but got 'index'}}
  %v = "acc.get_lowerbound"(%i) : (index) -> index
  return
}

// -----

func.func @get_upperbound_of_index(%i: index) {
  // expected-error@+1 {{'acc.get_upperbound' op operand #0 must be Type for representing acc data clause bounds information, but got 'index'}}
  %v = "acc.get_upperbound"(%i) : (index) -> index
  return
}

// -----

func.func @get_stride_of_index(%i: index) {
  // expected-error@+1 {{'acc.get_stride' op operand #0 must be Type for representing acc data clause bounds information, but got 'index'}}
  %v = "acc.get_stride"(%i) : (index) -> index
  return
}

// -----

func.func @get_extent_of_index(%i: index) {
  // expected-error@+1 {{'acc.get_extent' op operand #0 must be Type for representing acc data clause bounds information, but got 'index'}}
  %v = "acc.get_extent"(%i) : (index) -> index
  return
}

// -----

func.func @kernel_environment_without_block() {
  // expected-error@+1 {{'acc.kernel_environment' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  acc.kernel_environment {
  }
  return
}

// -----

// The `vector` of the attribute dictionary is the op's property (as upstream's `Operation::setAttrs`), which
// the verifier checks: it was kept as a discardable attribute beside the format's property, unchecked.
func.func @loop_duplicate_vector_device_type_in_attr_dict() {
  // expected-error@+1 {{'acc.loop' op duplicate device_type `none` found in vector attribute}}
  acc.loop {
    acc.yield
  } attributes {vector = [#acc.device_type<none>, #acc.device_type<none>]}
  return
}

// -----

func.func @terminator_not_last() {
  acc.kernels {
    // expected-error@+1 {{'acc.terminator' op must be the last operation in the parent block}}
    acc.terminator
    acc.terminator
  }
  return
}

// -----

func.func @yield_not_last() {
  acc.serial {
    // expected-error@+1 {{'acc.yield' op must be the last operation in the parent block}}
    acc.yield
    acc.yield
  }
  return
}
