// bufferization.materialize_in_destination checks its destination, result and
// shapes as upstream does, in upstream's words.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @shapes(%arg0: tensor<4xf32>, %arg1: tensor<5xf32>) {
  // expected-error @below{{source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
}

// -----

func.func @ranks(%arg0: tensor<5x5xf32>, %arg1: tensor<5xf32>) {
  // expected-error @below{{rank mismatch between source and destination shape}}
  bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<5x5xf32>, tensor<5xf32>) -> tensor<5xf32>
}

// -----

func.func @dest_type(%arg0: tensor<5xf32>, %arg1: vector<5xf32>) {
  // expected-error @below{{'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<5xf32>, vector<5xf32>) -> ()
}

// -----

func.func @memref_result(%arg0: tensor<?xf32>, %arg1: memref<?xf32>) {
  // expected-error @below{{memref 'dest' implies zero results}}
  bufferization.materialize_in_destination %arg0 in restrict %arg1 : (tensor<?xf32>, memref<?xf32>) -> (tensor<?xf32>)
}

// -----

func.func @tensor_no_result(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) {
  // expected-error @below{{tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<?xf32>) -> ()
}

// -----

func.func @restrict(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) {
  // expected-error @below{{'restrict' is valid only for memref destinations}}
  bufferization.materialize_in_destination %arg0 in restrict %arg1 : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>)
}

// -----

func.func @writable(%arg0: tensor<?xf32>, %arg1: memref<?xf32>) {
  // expected-error @below{{'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, memref<?xf32>) -> ()
}

// -----

func.func @result_type(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) {
  // expected-error @below{{result and 'dest' types must match}}
  bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<?xf32>) -> (tensor<6xf32>)
}

// -----

// A dynamic source into a static destination, and into a memref: valid.
func.func @valid(%arg0: tensor<?xf32>, %arg1: tensor<4xf32>, %arg2: memref<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %arg0 in restrict writable %arg2 : (tensor<?xf32>, memref<4xf32>) -> ()
  return %0 : tensor<4xf32>
}
