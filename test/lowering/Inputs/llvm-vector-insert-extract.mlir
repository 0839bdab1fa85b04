llvm.func @insert_extract(%arg0: vector<4xf32>, %arg1: vector<16xf32>) -> vector<4xf32> {
  %0 = llvm.intr.vector.insert %arg0, %arg1[4] : vector<4xf32> into vector<16xf32>
  %1 = llvm.intr.vector.extract %0[8] : vector<4xf32> from vector<16xf32>
  llvm.return %1 : vector<4xf32>
}
