// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.comdat @__llvm_comdat {
  // expected-error@below {{only comdat selector symbols can appear in a comdat region}}
  llvm.return
}


// -----

llvm.comdat @__llvm_comdat {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'comdat' [any, exactmatch, largest, nodeduplicate, samesize]}}
  llvm.comdat_selector @any some
}

// -----

// expected-error@+1 {{'llvm.comdat' op requires attribute 'sym_name'}}
"llvm.comdat"() ({
^bb0:
}) : () -> ()
