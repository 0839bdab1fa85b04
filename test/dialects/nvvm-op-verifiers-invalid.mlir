// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Verifier checks of the nvvm ops the other negative tests do not reach:
// operand and attribute constraints with ODS's messages.

func.func @redux_mask_type(%v: i32, %m: i64) {
  // expected-error@+1 {{'nvvm.redux.sync' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  %0 = "nvvm.redux.sync"(%v, %m) {kind = #nvvm<redux_kind add>} : (i32, i64) -> i32
  func.return
}

// -----

func.func @barrier_id_type(%id: i64) {
  // expected-error@+1 {{'nvvm.barrier' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  "nvvm.barrier"(%id) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
  func.return
}

// -----

func.func @barrier0_operands(%id: i32) {
  // expected-error@+1 {{'nvvm.barrier0' op requires zero operands}}
  "nvvm.barrier0"(%id) : (i32) -> ()
  func.return
}

// -----

func.func @commit_group_operands(%id: i32) {
  // expected-error@+1 {{'nvvm.cp.async.commit.group' op requires zero operands}}
  "nvvm.cp.async.commit.group"(%id) : (i32) -> ()
  func.return
}

// -----

func.func @wait_group_attribute() {
  // expected-error@+1 {{'nvvm.cp.async.wait.group' op attribute 'n' failed to satisfy constraint: 32-bit signless integer attribute}}
  "nvvm.cp.async.wait.group"() <{n = 1 : i64}> : () -> ()
  func.return
}

// -----

// PTX's special registers are integers: we narrow upstream's LLVM_Type result (which also takes a
// float) to an integer, the type our PTX translation reads them as.
func.func @sreg_tid_x_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.tid.x' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.tid.x"() : () -> f32
  func.return
}

// -----

func.func @sreg_tid_y_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.tid.y' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.tid.y"() : () -> f32
  func.return
}

// -----

func.func @sreg_tid_z_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.tid.z' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.tid.z"() : () -> f32
  func.return
}

// -----

func.func @sreg_ntid_x_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.ntid.x' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.ntid.x"() : () -> f32
  func.return
}

// -----

func.func @sreg_ntid_y_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.ntid.y' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.ntid.y"() : () -> f32
  func.return
}

// -----

func.func @sreg_ntid_z_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.ntid.z' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.ntid.z"() : () -> f32
  func.return
}

// -----

func.func @sreg_ctaid_x_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.ctaid.x' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> f32
  func.return
}

// -----

func.func @sreg_ctaid_y_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.ctaid.y' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.ctaid.y"() : () -> f32
  func.return
}

// -----

func.func @sreg_ctaid_z_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.ctaid.z' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.ctaid.z"() : () -> f32
  func.return
}

// -----

func.func @sreg_nctaid_x_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.nctaid.x' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.nctaid.x"() : () -> f32
  func.return
}

// -----

func.func @sreg_nctaid_y_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.nctaid.y' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.nctaid.y"() : () -> f32
  func.return
}

// -----

func.func @sreg_nctaid_z_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.nctaid.z' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.nctaid.z"() : () -> f32
  func.return
}

// -----

func.func @sreg_clusterid_x_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.clusterid.x' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.clusterid.x"() : () -> f32
  func.return
}

// -----

func.func @sreg_clusterid_y_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.clusterid.y' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.clusterid.y"() : () -> f32
  func.return
}

// -----

func.func @sreg_clusterid_z_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.clusterid.z' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.clusterid.z"() : () -> f32
  func.return
}

// -----

func.func @sreg_nclusterid_x_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.nclusterid.x' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.nclusterid.x"() : () -> f32
  func.return
}

// -----

func.func @sreg_nclusterid_y_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.nclusterid.y' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.nclusterid.y"() : () -> f32
  func.return
}

// -----

func.func @sreg_nclusterid_z_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.nclusterid.z' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.nclusterid.z"() : () -> f32
  func.return
}

// -----

func.func @sreg_cluster_ctaid_x_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.cluster.ctaid.x' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.cluster.ctaid.x"() : () -> f32
  func.return
}

// -----

func.func @sreg_cluster_ctaid_y_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.cluster.ctaid.y' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.cluster.ctaid.y"() : () -> f32
  func.return
}

// -----

func.func @sreg_cluster_ctaid_z_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.cluster.ctaid.z' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.cluster.ctaid.z"() : () -> f32
  func.return
}

// -----

func.func @sreg_cluster_nctaid_x_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.cluster.nctaid.x' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.cluster.nctaid.x"() : () -> f32
  func.return
}

// -----

func.func @sreg_cluster_nctaid_y_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.cluster.nctaid.y' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.cluster.nctaid.y"() : () -> f32
  func.return
}

// -----

func.func @sreg_cluster_nctaid_z_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.cluster.nctaid.z' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.cluster.nctaid.z"() : () -> f32
  func.return
}

// -----

func.func @sreg_cluster_ctarank_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.cluster.ctarank' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.cluster.ctarank"() : () -> f32
  func.return
}

// -----

func.func @sreg_cluster_nctarank_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.cluster.nctarank' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.cluster.nctarank"() : () -> f32
  func.return
}

// -----

func.func @sreg_laneid_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.laneid' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.laneid"() : () -> f32
  func.return
}

// -----

func.func @sreg_warpid_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.warpid' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.warpid"() : () -> f32
  func.return
}

// -----

func.func @sreg_nwarpid_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.nwarpid' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.nwarpid"() : () -> f32
  func.return
}

// -----

func.func @sreg_warpsize_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.warpsize' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.warpsize"() : () -> f32
  func.return
}

// -----

func.func @sreg_smid_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.smid' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.smid"() : () -> f32
  func.return
}

// -----

func.func @sreg_nsmid_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.nsmid' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.nsmid"() : () -> f32
  func.return
}

// -----

func.func @sreg_gridid_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.gridid' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.gridid"() : () -> f32
  func.return
}

// -----

func.func @sreg_clock_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.clock' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.clock"() : () -> f32
  func.return
}

// -----

func.func @sreg_clock64_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.clock64' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.clock64"() : () -> f32
  func.return
}

// -----

func.func @sreg_globaltimer_type() {
  // expected-error@+1 {{'nvvm.read.ptx.sreg.globaltimer' op result #0 must be integer, but got 'f32'}}
  %0 = "nvvm.read.ptx.sreg.globaltimer"() : () -> f32
  func.return
}

// -----

func.func @rcp_approx_ftz_f64(%x: f64) {
  // expected-error@+1 {{'nvvm.rcp.approx.ftz.f' op operand #0 must be 32-bit float, but got 'f64'}}
  %0 = "nvvm.rcp.approx.ftz.f"(%x) : (f64) -> f64
  func.return
}

// -----

func.func @wgmma_fence_operand(%x: i32) {
  // expected-error@+1 {{'nvvm.wgmma.fence.aligned' op requires zero operands}}
  "nvvm.wgmma.fence.aligned"(%x) : (i32) -> ()
  func.return
}

// -----

func.func @wgmma_commit_group_result() {
  // expected-error@+1 {{'nvvm.wgmma.commit.group.sync.aligned' op requires zero results}}
  %0 = "nvvm.wgmma.commit.group.sync.aligned"() : () -> i32
  func.return
}

// -----

func.func @wgmma_wait_group_missing() {
  // expected-error@+1 {{'nvvm.wgmma.wait.group.sync.aligned' op requires attribute 'group'}}
  "nvvm.wgmma.wait.group.sync.aligned"() : () -> ()
  func.return
}

// -----

func.func @wgmma_wait_group_i32() {
  // expected-error@+1 {{'nvvm.wgmma.wait.group.sync.aligned' op attribute 'group' failed to satisfy constraint: 64-bit signless integer attribute}}
  "nvvm.wgmma.wait.group.sync.aligned"() <{group = 1 : i32}> : () -> ()
  func.return
}
