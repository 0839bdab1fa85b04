// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @insert_source_size(%a: vector<16385xi8>, %b: vector<[16]xi8>) {
  // expected-error@+1 {{'llvm.intr.vector.insert' op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = llvm.intr.vector.insert %a, %b[0] : vector<16385xi8> into vector<[16]xi8>
  return
}

// -----

func.func @insert_scalable_into_fixed(%a: vector<[8]xf32>, %b: vector<16xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.insert' op failed to verify that it is not inserting scalable into fixed-length vectors.}}
  %0 = llvm.intr.vector.insert %a, %b[0] : vector<[8]xf32> into vector<16xf32>
  return
}

// -----

func.func @insert_result_type(%a: vector<8xf32>, %b: vector<[4]xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.insert' op failed to verify that all of {dstvec, res} have same type}}
  %0 = "llvm.intr.vector.insert"(%b, %a) <{pos = 0 : i64}> : (vector<[4]xf32>, vector<8xf32>) -> vector<[8]xf32>
  return
}

// -----

func.func @extract_result_size(%a: vector<[16]xi8>) {
  // expected-error@+1 {{'llvm.intr.vector.extract' op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = llvm.intr.vector.extract %a[0] : vector<16385xi8> from vector<[16]xi8>
  return
}

// -----

func.func @extract_scalable_from_fixed(%a: vector<16xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.extract' op failed to verify that it is not extracting scalable from fixed-length vectors.}}
  %0 = llvm.intr.vector.extract %a[0] : vector<[8]xf32> from vector<16xf32>
  return
}

// -----

func.func @extract_not_vector(%a: tensor<8xf32>) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.vector, but found 'tensor<8xf32>'}}
  %0 = llvm.intr.vector.extract %a[0] : vector<2xf32> from tensor<8xf32>
  return
}
