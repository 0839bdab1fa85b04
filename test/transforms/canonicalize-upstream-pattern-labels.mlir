// Upstream's names of the arith canonicalization patterns ours do (ArithCanonicalization.td, and
// CombineAddSubConstants, BitwiseOfExtensions, ... here): canonicalize{disable-patterns=NAME} stops exactly
// the rewrite upstream's pattern NAME makes, and the other rewrites of the same class of ours still happen:
// each NAME checks every function of its class (the nine AddI/SubI functions for CombineAddSubConstants'
// names; RedundantSelectTrue disabled, the select of the false operand is still simplified). mlir-opt 22 (a GCC
// build: the patterns are `{anonymous}::NAME`, SelectToExtUI and CmpFIntToFPConst without a namespace) gives
// the same output for each; the CHECK lines are its. The first seven are our classes' own names.

// RUN: ai-opt %s --canonicalize | FileCheck %s --check-prefix=ALL
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize | FileCheck %s --check-prefix=ALL %}
// Enabling one name: that rewrite and the folds (extui of extui, extsi of extsi) only.
// RUN: ai-opt %s --canonicalize='enable-patterns={anonymous}::SubIRHSAddConstant' | FileCheck %s --check-prefix=ONLY
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='enable-patterns={anonymous}::SubIRHSAddConstant' | FileCheck %s --check-prefix=ONLY %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::MulIMulIConstant' | FileCheck %s --check-prefix=MulIMulIConstant
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::MulIMulIConstant' | FileCheck %s --check-prefix=MulIMulIConstant %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::XOrINotCmpI' | FileCheck %s --check-prefix=XOrINotCmpI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::XOrINotCmpI' | FileCheck %s --check-prefix=XOrINotCmpI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::SelectNotCond' | FileCheck %s --check-prefix=SelectNotCond
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::SelectNotCond' | FileCheck %s --check-prefix=SelectNotCond %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::SubISubILHSRHSLHS' | FileCheck %s --check-prefix=SubISubILHSRHSLHS
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::SubISubILHSRHSLHS' | FileCheck %s --check-prefix=SubISubILHSRHSLHS %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::TruncIShrSIToTrunciShrUI' | FileCheck %s --check-prefix=TruncIShrSIToTrunciShrUI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::TruncIShrSIToTrunciShrUI' | FileCheck %s --check-prefix=TruncIShrSIToTrunciShrUI %}
// RUN: ai-opt %s --canonicalize='disable-patterns=SelectToExtUI' | FileCheck %s --check-prefix=SelectToExtUI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns=SelectToExtUI' | FileCheck %s --check-prefix=SelectToExtUI %}
// RUN: ai-opt %s --canonicalize='disable-patterns=CmpFIntToFPConst' | FileCheck %s --check-prefix=CmpFIntToFPConst
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns=CmpFIntToFPConst' | FileCheck %s --check-prefix=CmpFIntToFPConst %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::AddIAddConstant' | FileCheck %s --check-prefix=AddIAddConstant
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::AddIAddConstant' | FileCheck %s --check-prefix=AddIAddConstant %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::AddISubConstantRHS' | FileCheck %s --check-prefix=AddISubConstantRHS
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::AddISubConstantRHS' | FileCheck %s --check-prefix=AddISubConstantRHS %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::AddISubConstantLHS' | FileCheck %s --check-prefix=AddISubConstantLHS
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::AddISubConstantLHS' | FileCheck %s --check-prefix=AddISubConstantLHS %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::SubIRHSAddConstant' | FileCheck %s --check-prefix=SubIRHSAddConstant
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::SubIRHSAddConstant' | FileCheck %s --check-prefix=SubIRHSAddConstant %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::SubILHSAddConstant' | FileCheck %s --check-prefix=SubILHSAddConstant
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::SubILHSAddConstant' | FileCheck %s --check-prefix=SubILHSAddConstant %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::SubIRHSSubConstantRHS' | FileCheck %s --check-prefix=SubIRHSSubConstantRHS
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::SubIRHSSubConstantRHS' | FileCheck %s --check-prefix=SubIRHSSubConstantRHS %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::SubIRHSSubConstantLHS' | FileCheck %s --check-prefix=SubIRHSSubConstantLHS
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::SubIRHSSubConstantLHS' | FileCheck %s --check-prefix=SubIRHSSubConstantLHS %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::SubILHSSubConstantRHS' | FileCheck %s --check-prefix=SubILHSSubConstantRHS
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::SubILHSSubConstantRHS' | FileCheck %s --check-prefix=SubILHSSubConstantRHS %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::SubILHSSubConstantLHS' | FileCheck %s --check-prefix=SubILHSSubConstantLHS
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::SubILHSSubConstantLHS' | FileCheck %s --check-prefix=SubILHSSubConstantLHS %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::AddIMulNegativeOneRhs' | FileCheck %s --check-prefix=AddIMulNegativeOneRhs
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::AddIMulNegativeOneRhs' | FileCheck %s --check-prefix=AddIMulNegativeOneRhs %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::AddIMulNegativeOneLhs' | FileCheck %s --check-prefix=AddIMulNegativeOneLhs
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::AddIMulNegativeOneLhs' | FileCheck %s --check-prefix=AddIMulNegativeOneLhs %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::CmpIExtSI' | FileCheck %s --check-prefix=CmpIExtSI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::CmpIExtSI' | FileCheck %s --check-prefix=CmpIExtSI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::CmpIExtUI' | FileCheck %s --check-prefix=CmpIExtUI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::CmpIExtUI' | FileCheck %s --check-prefix=CmpIExtUI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::ExtSIOfExtUI' | FileCheck %s --check-prefix=ExtSIOfExtUI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::ExtSIOfExtUI' | FileCheck %s --check-prefix=ExtSIOfExtUI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::AndOfExtUI' | FileCheck %s --check-prefix=AndOfExtUI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::AndOfExtUI' | FileCheck %s --check-prefix=AndOfExtUI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::AndOfExtSI' | FileCheck %s --check-prefix=AndOfExtSI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::AndOfExtSI' | FileCheck %s --check-prefix=AndOfExtSI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::OrOfExtUI' | FileCheck %s --check-prefix=OrOfExtUI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::OrOfExtUI' | FileCheck %s --check-prefix=OrOfExtUI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::OrOfExtSI' | FileCheck %s --check-prefix=OrOfExtSI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::OrOfExtSI' | FileCheck %s --check-prefix=OrOfExtSI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::XOrIOfExtUI' | FileCheck %s --check-prefix=XOrIOfExtUI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::XOrIOfExtUI' | FileCheck %s --check-prefix=XOrIOfExtUI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::XOrIOfExtSI' | FileCheck %s --check-prefix=XOrIOfExtSI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::XOrIOfExtSI' | FileCheck %s --check-prefix=XOrIOfExtSI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::IndexCastOfIndexCast' | FileCheck %s --check-prefix=IndexCastOfIndexCast
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::IndexCastOfIndexCast' | FileCheck %s --check-prefix=IndexCastOfIndexCast %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::IndexCastOfExtSI' | FileCheck %s --check-prefix=IndexCastOfExtSI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::IndexCastOfExtSI' | FileCheck %s --check-prefix=IndexCastOfExtSI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::IndexCastUIOfIndexCastUI' | FileCheck %s --check-prefix=IndexCastUIOfIndexCastUI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::IndexCastUIOfIndexCastUI' | FileCheck %s --check-prefix=IndexCastUIOfIndexCastUI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::IndexCastUIOfExtUI' | FileCheck %s --check-prefix=IndexCastUIOfExtUI
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::IndexCastUIOfExtUI' | FileCheck %s --check-prefix=IndexCastUIOfExtUI %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::RedundantSelectTrue' | FileCheck %s --check-prefix=RedundantSelectTrue
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::RedundantSelectTrue' | FileCheck %s --check-prefix=RedundantSelectTrue %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::RedundantSelectFalse' | FileCheck %s --check-prefix=RedundantSelectFalse
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::RedundantSelectFalse' | FileCheck %s --check-prefix=RedundantSelectFalse %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::MulFOfNegF' | FileCheck %s --check-prefix=MulFOfNegF
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::MulFOfNegF' | FileCheck %s --check-prefix=MulFOfNegF %}
// RUN: ai-opt %s --canonicalize='disable-patterns={anonymous}::DivFOfNegF' | FileCheck %s --check-prefix=DivFOfNegF
// RUN: %if upstream-mlir %{ %mlir-opt %s --canonicalize='disable-patterns={anonymous}::DivFOfNegF' | FileCheck %s --check-prefix=DivFOfNegF %}

// ALL-LABEL: func.func @neg_one(%arg0: i32, %arg1: i32) -> (i32, i32) {
// ALL-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// ALL-NEXT: %1 = arith.subi %arg1, %arg0 : i32
// ALL-NEXT: return %0, %1 : i32, i32
// ALL-NEXT: }
// ALL-LABEL: func.func @cmp_ext(%arg0: i8, %arg1: i8) -> (i1, i1) {
// ALL-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i8
// ALL-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i8
// ALL-NEXT: return %0, %1 : i1, i1
// ALL-NEXT: }
// ALL-LABEL: func.func @ext_ext(%arg0: i8) -> i64 {
// ALL-NEXT: %0 = arith.extui %arg0 : i8 to i64
// ALL-NEXT: return %0 : i64
// ALL-NEXT: }
// ALL-LABEL: func.func @bitwise(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// ALL-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// ALL-NEXT: %1 = arith.extsi %0 : i8 to i32
// ALL-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// ALL-NEXT: %3 = arith.extui %2 : i8 to i32
// ALL-NEXT: %4 = arith.xori %arg0, %arg1 : i8
// ALL-NEXT: %5 = arith.extui %4 : i8 to i32
// ALL-NEXT: return %1, %3, %5 : i32, i32, i32
// ALL-NEXT: }
// ALL-LABEL: func.func @index_casts(%arg0: i32, %arg1: i8) -> (i32, index, i32, index) {
// ALL-NEXT: %0 = arith.index_cast %arg1 : i8 to index
// ALL-NEXT: %1 = arith.index_castui %arg1 : i8 to index
// ALL-NEXT: return %arg0, %0, %arg0, %1 : i32, index, i32, index
// ALL-NEXT: }
// ALL-LABEL: func.func @selects(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32) {
// ALL-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i32
// ALL-NEXT: %1 = arith.select %arg0, %arg3, %arg2 : i32
// ALL-NEXT: return %0, %1 : i32, i32
// ALL-NEXT: }
// ALL-LABEL: func.func @negf(%arg0: f32, %arg1: f32) -> (f32, f32) {
// ALL-NEXT: %0 = arith.mulf %arg0, %arg1 : f32
// ALL-NEXT: %1 = arith.divf %arg0, %arg1 : f32
// ALL-NEXT: return %0, %1 : f32, f32
// ALL-NEXT: }
// ALL-LABEL: func.func @bitwise_more(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// ALL-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// ALL-NEXT: %1 = arith.extui %0 : i8 to i32
// ALL-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// ALL-NEXT: %3 = arith.extsi %2 : i8 to i32
// ALL-NEXT: %4 = arith.xori %arg0, %arg1 : i8
// ALL-NEXT: %5 = arith.extsi %4 : i8 to i32
// ALL-NEXT: return %1, %3, %5 : i32, i32, i32
// ALL-NEXT: }
// ALL-LABEL: func.func @ext_folds(%arg0: i8) -> (i64, i64) {
// ALL-NEXT: %0 = arith.extui %arg0 : i8 to i64
// ALL-NEXT: %1 = arith.extsi %arg0 : i8 to i64
// ALL-NEXT: return %0, %1 : i64, i64
// ALL-NEXT: }
// ALL-LABEL: func.func @AddIAddConstant(%arg0: i32) -> i32 {
// ALL-NEXT: %c3_i32 = arith.constant 3 : i32
// ALL-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @AddISubConstantRHS(%arg0: i32) -> i32 {
// ALL-NEXT: %c4_i32 = arith.constant 4 : i32
// ALL-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @AddISubConstantLHS(%arg0: i32) -> i32 {
// ALL-NEXT: %c6_i32 = arith.constant 6 : i32
// ALL-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @SubIRHSAddConstant(%arg0: i32) -> i32 {
// ALL-NEXT: %c-4_i32 = arith.constant -4 : i32
// ALL-NEXT: %0 = arith.addi %arg0, %c-4_i32 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @SubILHSAddConstant(%arg0: i32) -> i32 {
// ALL-NEXT: %c4_i32 = arith.constant 4 : i32
// ALL-NEXT: %0 = arith.subi %c4_i32, %arg0 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32) -> i32 {
// ALL-NEXT: %c6_i32 = arith.constant 6 : i32
// ALL-NEXT: %0 = arith.subi %arg0, %c6_i32 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32) -> i32 {
// ALL-NEXT: %c-4_i32 = arith.constant -4 : i32
// ALL-NEXT: %0 = arith.subi %c-4_i32, %arg0 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32) -> i32 {
// ALL-NEXT: %c6_i32 = arith.constant 6 : i32
// ALL-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32) -> i32 {
// ALL-NEXT: %c4_i32 = arith.constant 4 : i32
// ALL-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @muli(%arg0: i32) -> i32 {
// ALL-NEXT: %c6_i32 = arith.constant 6 : i32
// ALL-NEXT: %0 = arith.muli %arg0, %c6_i32 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @xori(%arg0: i8, %arg1: i8) -> i1 {
// ALL-NEXT: %0 = arith.cmpi ne, %arg0, %arg1 : i8
// ALL-NEXT: return %0 : i1
// ALL-NEXT: }
// ALL-LABEL: func.func @select_not(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// ALL-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @subsub(%arg0: i32, %arg1: i32) -> i32 {
// ALL-NEXT: %c0_i32 = arith.constant 0 : i32
// ALL-NEXT: %0 = arith.subi %c0_i32, %arg1 : i32
// ALL-NEXT: return %0 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @trunc_shr(%arg0: i64) -> i32 {
// ALL-NEXT: %c32_i64 = arith.constant 32 : i64
// ALL-NEXT: %0 = arith.shrui %arg0, %c32_i64 : i64
// ALL-NEXT: %1 = arith.trunci %0 : i64 to i32
// ALL-NEXT: return %1 : i32
// ALL-NEXT: }
// ALL-LABEL: func.func @select_ext(%arg0: i1) -> i64 {
// ALL-NEXT: %0 = arith.extui %arg0 : i1 to i64
// ALL-NEXT: return %0 : i64
// ALL-NEXT: }
// ALL-LABEL: func.func @cmpf(%arg0: i32) -> i1 {
// ALL-NEXT: %c0_i32 = arith.constant 0 : i32
// ALL-NEXT: %0 = arith.cmpi ule, %arg0, %c0_i32 : i32
// ALL-NEXT: return %0 : i1
// ALL-NEXT: }

// ONLY-LABEL: func.func @ext_folds(%arg0: i8) -> (i64, i64) {
// ONLY-NEXT: %0 = arith.extui %arg0 : i8 to i64
// ONLY-NEXT: %1 = arith.extsi %arg0 : i8 to i64
// ONLY-NEXT: return %0, %1 : i64, i64
// ONLY-NEXT: }
// ONLY-LABEL: func.func @AddIAddConstant(%arg0: i32) -> i32 {
// ONLY-NEXT: %c1_i32 = arith.constant 1 : i32
// ONLY-NEXT: %c2_i32 = arith.constant 2 : i32
// ONLY-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// ONLY-NEXT: %1 = arith.addi %0, %c2_i32 : i32
// ONLY-NEXT: return %1 : i32
// ONLY-NEXT: }
// ONLY-LABEL: func.func @SubIRHSAddConstant(%arg0: i32) -> i32 {
// ONLY-NEXT: %c-4_i32 = arith.constant -4 : i32
// ONLY-NEXT: %0 = arith.addi %arg0, %c-4_i32 : i32
// ONLY-NEXT: return %0 : i32
// ONLY-NEXT: }

// MulIMulIConstant-LABEL: func.func @muli(%arg0: i32) -> i32 {
// MulIMulIConstant-NEXT: %c2_i32 = arith.constant 2 : i32
// MulIMulIConstant-NEXT: %c3_i32 = arith.constant 3 : i32
// MulIMulIConstant-NEXT: %0 = arith.muli %arg0, %c2_i32 : i32
// MulIMulIConstant-NEXT: %1 = arith.muli %0, %c3_i32 : i32
// MulIMulIConstant-NEXT: return %1 : i32
// MulIMulIConstant-NEXT: }

// XOrINotCmpI-LABEL: func.func @xori(%arg0: i8, %arg1: i8) -> i1 {
// XOrINotCmpI-NEXT: %true = arith.constant true
// XOrINotCmpI-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i8
// XOrINotCmpI-NEXT: %1 = arith.xori %0, %true : i1
// XOrINotCmpI-NEXT: return %1 : i1
// XOrINotCmpI-NEXT: }

// SelectNotCond-LABEL: func.func @select_not(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// SelectNotCond-NEXT: %true = arith.constant true
// SelectNotCond-NEXT: %0 = arith.xori %arg0, %true : i1
// SelectNotCond-NEXT: %1 = arith.select %0, %arg1, %arg2 : i32
// SelectNotCond-NEXT: return %1 : i32
// SelectNotCond-NEXT: }

// SubISubILHSRHSLHS-LABEL: func.func @subsub(%arg0: i32, %arg1: i32) -> i32 {
// SubISubILHSRHSLHS-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// SubISubILHSRHSLHS-NEXT: %1 = arith.subi %0, %arg0 : i32
// SubISubILHSRHSLHS-NEXT: return %1 : i32
// SubISubILHSRHSLHS-NEXT: }

// TruncIShrSIToTrunciShrUI-LABEL: func.func @trunc_shr(%arg0: i64) -> i32 {
// TruncIShrSIToTrunciShrUI-NEXT: %c32_i64 = arith.constant 32 : i64
// TruncIShrSIToTrunciShrUI-NEXT: %0 = arith.shrsi %arg0, %c32_i64 : i64
// TruncIShrSIToTrunciShrUI-NEXT: %1 = arith.trunci %0 : i64 to i32
// TruncIShrSIToTrunciShrUI-NEXT: return %1 : i32
// TruncIShrSIToTrunciShrUI-NEXT: }

// SelectToExtUI-LABEL: func.func @select_ext(%arg0: i1) -> i64 {
// SelectToExtUI-NEXT: %c1_i64 = arith.constant 1 : i64
// SelectToExtUI-NEXT: %c0_i64 = arith.constant 0 : i64
// SelectToExtUI-NEXT: %0 = arith.select %arg0, %c1_i64, %c0_i64 : i64
// SelectToExtUI-NEXT: return %0 : i64
// SelectToExtUI-NEXT: }

// CmpFIntToFPConst-LABEL: func.func @cmpf(%arg0: i32) -> i1 {
// CmpFIntToFPConst-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CmpFIntToFPConst-NEXT: %0 = arith.uitofp %arg0 : i32 to f64
// CmpFIntToFPConst-NEXT: %1 = arith.cmpf ole, %0, %cst : f64
// CmpFIntToFPConst-NEXT: return %1 : i1
// CmpFIntToFPConst-NEXT: }

// AddIAddConstant-LABEL: func.func @AddIAddConstant(%arg0: i32) -> i32 {
// AddIAddConstant-NEXT: %c1_i32 = arith.constant 1 : i32
// AddIAddConstant-NEXT: %c2_i32 = arith.constant 2 : i32
// AddIAddConstant-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// AddIAddConstant-NEXT: %1 = arith.addi %0, %c2_i32 : i32
// AddIAddConstant-NEXT: return %1 : i32
// AddIAddConstant-NEXT: }
// AddIAddConstant-LABEL: func.func @AddISubConstantRHS(%arg0: i32) -> i32 {
// AddIAddConstant-NEXT: %c4_i32 = arith.constant 4 : i32
// AddIAddConstant-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// AddIAddConstant-NEXT: return %0 : i32
// AddIAddConstant-NEXT: }
// AddIAddConstant-LABEL: func.func @AddISubConstantLHS(%arg0: i32) -> i32 {
// AddIAddConstant-NEXT: %c6_i32 = arith.constant 6 : i32
// AddIAddConstant-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// AddIAddConstant-NEXT: return %0 : i32
// AddIAddConstant-NEXT: }
// AddIAddConstant-LABEL: func.func @SubIRHSAddConstant(%arg0: i32) -> i32 {
// AddIAddConstant-NEXT: %c-4_i32 = arith.constant -4 : i32
// AddIAddConstant-NEXT: %0 = arith.addi %arg0, %c-4_i32 : i32
// AddIAddConstant-NEXT: return %0 : i32
// AddIAddConstant-NEXT: }
// AddIAddConstant-LABEL: func.func @SubILHSAddConstant(%arg0: i32) -> i32 {
// AddIAddConstant-NEXT: %c4_i32 = arith.constant 4 : i32
// AddIAddConstant-NEXT: %0 = arith.subi %c4_i32, %arg0 : i32
// AddIAddConstant-NEXT: return %0 : i32
// AddIAddConstant-NEXT: }
// AddIAddConstant-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32) -> i32 {
// AddIAddConstant-NEXT: %c6_i32 = arith.constant 6 : i32
// AddIAddConstant-NEXT: %0 = arith.subi %arg0, %c6_i32 : i32
// AddIAddConstant-NEXT: return %0 : i32
// AddIAddConstant-NEXT: }
// AddIAddConstant-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32) -> i32 {
// AddIAddConstant-NEXT: %c-4_i32 = arith.constant -4 : i32
// AddIAddConstant-NEXT: %0 = arith.subi %c-4_i32, %arg0 : i32
// AddIAddConstant-NEXT: return %0 : i32
// AddIAddConstant-NEXT: }
// AddIAddConstant-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32) -> i32 {
// AddIAddConstant-NEXT: %c6_i32 = arith.constant 6 : i32
// AddIAddConstant-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// AddIAddConstant-NEXT: return %0 : i32
// AddIAddConstant-NEXT: }
// AddIAddConstant-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32) -> i32 {
// AddIAddConstant-NEXT: %c4_i32 = arith.constant 4 : i32
// AddIAddConstant-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// AddIAddConstant-NEXT: return %0 : i32
// AddIAddConstant-NEXT: }

// AddISubConstantRHS-LABEL: func.func @AddIAddConstant(%arg0: i32) -> i32 {
// AddISubConstantRHS-NEXT: %c3_i32 = arith.constant 3 : i32
// AddISubConstantRHS-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// AddISubConstantRHS-NEXT: return %0 : i32
// AddISubConstantRHS-NEXT: }
// AddISubConstantRHS-LABEL: func.func @AddISubConstantRHS(%arg0: i32) -> i32 {
// AddISubConstantRHS-NEXT: %c1_i32 = arith.constant 1 : i32
// AddISubConstantRHS-NEXT: %c5_i32 = arith.constant 5 : i32
// AddISubConstantRHS-NEXT: %0 = arith.subi %arg0, %c1_i32 : i32
// AddISubConstantRHS-NEXT: %1 = arith.addi %0, %c5_i32 : i32
// AddISubConstantRHS-NEXT: return %1 : i32
// AddISubConstantRHS-NEXT: }
// AddISubConstantRHS-LABEL: func.func @AddISubConstantLHS(%arg0: i32) -> i32 {
// AddISubConstantRHS-NEXT: %c6_i32 = arith.constant 6 : i32
// AddISubConstantRHS-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// AddISubConstantRHS-NEXT: return %0 : i32
// AddISubConstantRHS-NEXT: }
// AddISubConstantRHS-LABEL: func.func @SubIRHSAddConstant(%arg0: i32) -> i32 {
// AddISubConstantRHS-NEXT: %c-4_i32 = arith.constant -4 : i32
// AddISubConstantRHS-NEXT: %0 = arith.addi %arg0, %c-4_i32 : i32
// AddISubConstantRHS-NEXT: return %0 : i32
// AddISubConstantRHS-NEXT: }
// AddISubConstantRHS-LABEL: func.func @SubILHSAddConstant(%arg0: i32) -> i32 {
// AddISubConstantRHS-NEXT: %c4_i32 = arith.constant 4 : i32
// AddISubConstantRHS-NEXT: %0 = arith.subi %c4_i32, %arg0 : i32
// AddISubConstantRHS-NEXT: return %0 : i32
// AddISubConstantRHS-NEXT: }
// AddISubConstantRHS-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32) -> i32 {
// AddISubConstantRHS-NEXT: %c6_i32 = arith.constant 6 : i32
// AddISubConstantRHS-NEXT: %0 = arith.subi %arg0, %c6_i32 : i32
// AddISubConstantRHS-NEXT: return %0 : i32
// AddISubConstantRHS-NEXT: }
// AddISubConstantRHS-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32) -> i32 {
// AddISubConstantRHS-NEXT: %c-4_i32 = arith.constant -4 : i32
// AddISubConstantRHS-NEXT: %0 = arith.subi %c-4_i32, %arg0 : i32
// AddISubConstantRHS-NEXT: return %0 : i32
// AddISubConstantRHS-NEXT: }
// AddISubConstantRHS-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32) -> i32 {
// AddISubConstantRHS-NEXT: %c6_i32 = arith.constant 6 : i32
// AddISubConstantRHS-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// AddISubConstantRHS-NEXT: return %0 : i32
// AddISubConstantRHS-NEXT: }
// AddISubConstantRHS-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32) -> i32 {
// AddISubConstantRHS-NEXT: %c4_i32 = arith.constant 4 : i32
// AddISubConstantRHS-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// AddISubConstantRHS-NEXT: return %0 : i32
// AddISubConstantRHS-NEXT: }

// AddISubConstantLHS-LABEL: func.func @AddIAddConstant(%arg0: i32) -> i32 {
// AddISubConstantLHS-NEXT: %c3_i32 = arith.constant 3 : i32
// AddISubConstantLHS-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// AddISubConstantLHS-NEXT: return %0 : i32
// AddISubConstantLHS-NEXT: }
// AddISubConstantLHS-LABEL: func.func @AddISubConstantRHS(%arg0: i32) -> i32 {
// AddISubConstantLHS-NEXT: %c4_i32 = arith.constant 4 : i32
// AddISubConstantLHS-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// AddISubConstantLHS-NEXT: return %0 : i32
// AddISubConstantLHS-NEXT: }
// AddISubConstantLHS-LABEL: func.func @AddISubConstantLHS(%arg0: i32) -> i32 {
// AddISubConstantLHS-NEXT: %c1_i32 = arith.constant 1 : i32
// AddISubConstantLHS-NEXT: %c5_i32 = arith.constant 5 : i32
// AddISubConstantLHS-NEXT: %0 = arith.subi %c1_i32, %arg0 : i32
// AddISubConstantLHS-NEXT: %1 = arith.addi %0, %c5_i32 : i32
// AddISubConstantLHS-NEXT: return %1 : i32
// AddISubConstantLHS-NEXT: }
// AddISubConstantLHS-LABEL: func.func @SubIRHSAddConstant(%arg0: i32) -> i32 {
// AddISubConstantLHS-NEXT: %c-4_i32 = arith.constant -4 : i32
// AddISubConstantLHS-NEXT: %0 = arith.addi %arg0, %c-4_i32 : i32
// AddISubConstantLHS-NEXT: return %0 : i32
// AddISubConstantLHS-NEXT: }
// AddISubConstantLHS-LABEL: func.func @SubILHSAddConstant(%arg0: i32) -> i32 {
// AddISubConstantLHS-NEXT: %c4_i32 = arith.constant 4 : i32
// AddISubConstantLHS-NEXT: %0 = arith.subi %c4_i32, %arg0 : i32
// AddISubConstantLHS-NEXT: return %0 : i32
// AddISubConstantLHS-NEXT: }
// AddISubConstantLHS-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32) -> i32 {
// AddISubConstantLHS-NEXT: %c6_i32 = arith.constant 6 : i32
// AddISubConstantLHS-NEXT: %0 = arith.subi %arg0, %c6_i32 : i32
// AddISubConstantLHS-NEXT: return %0 : i32
// AddISubConstantLHS-NEXT: }
// AddISubConstantLHS-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32) -> i32 {
// AddISubConstantLHS-NEXT: %c-4_i32 = arith.constant -4 : i32
// AddISubConstantLHS-NEXT: %0 = arith.subi %c-4_i32, %arg0 : i32
// AddISubConstantLHS-NEXT: return %0 : i32
// AddISubConstantLHS-NEXT: }
// AddISubConstantLHS-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32) -> i32 {
// AddISubConstantLHS-NEXT: %c6_i32 = arith.constant 6 : i32
// AddISubConstantLHS-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// AddISubConstantLHS-NEXT: return %0 : i32
// AddISubConstantLHS-NEXT: }
// AddISubConstantLHS-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32) -> i32 {
// AddISubConstantLHS-NEXT: %c4_i32 = arith.constant 4 : i32
// AddISubConstantLHS-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// AddISubConstantLHS-NEXT: return %0 : i32
// AddISubConstantLHS-NEXT: }

// SubIRHSAddConstant-LABEL: func.func @AddIAddConstant(%arg0: i32) -> i32 {
// SubIRHSAddConstant-NEXT: %c3_i32 = arith.constant 3 : i32
// SubIRHSAddConstant-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// SubIRHSAddConstant-NEXT: return %0 : i32
// SubIRHSAddConstant-NEXT: }
// SubIRHSAddConstant-LABEL: func.func @AddISubConstantRHS(%arg0: i32) -> i32 {
// SubIRHSAddConstant-NEXT: %c4_i32 = arith.constant 4 : i32
// SubIRHSAddConstant-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// SubIRHSAddConstant-NEXT: return %0 : i32
// SubIRHSAddConstant-NEXT: }
// SubIRHSAddConstant-LABEL: func.func @AddISubConstantLHS(%arg0: i32) -> i32 {
// SubIRHSAddConstant-NEXT: %c6_i32 = arith.constant 6 : i32
// SubIRHSAddConstant-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// SubIRHSAddConstant-NEXT: return %0 : i32
// SubIRHSAddConstant-NEXT: }
// SubIRHSAddConstant-LABEL: func.func @SubIRHSAddConstant(%arg0: i32) -> i32 {
// SubIRHSAddConstant-NEXT: %c1_i32 = arith.constant 1 : i32
// SubIRHSAddConstant-NEXT: %c5_i32 = arith.constant 5 : i32
// SubIRHSAddConstant-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// SubIRHSAddConstant-NEXT: %1 = arith.subi %0, %c5_i32 : i32
// SubIRHSAddConstant-NEXT: return %1 : i32
// SubIRHSAddConstant-NEXT: }
// SubIRHSAddConstant-LABEL: func.func @SubILHSAddConstant(%arg0: i32) -> i32 {
// SubIRHSAddConstant-NEXT: %c4_i32 = arith.constant 4 : i32
// SubIRHSAddConstant-NEXT: %0 = arith.subi %c4_i32, %arg0 : i32
// SubIRHSAddConstant-NEXT: return %0 : i32
// SubIRHSAddConstant-NEXT: }
// SubIRHSAddConstant-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32) -> i32 {
// SubIRHSAddConstant-NEXT: %c6_i32 = arith.constant 6 : i32
// SubIRHSAddConstant-NEXT: %0 = arith.subi %arg0, %c6_i32 : i32
// SubIRHSAddConstant-NEXT: return %0 : i32
// SubIRHSAddConstant-NEXT: }
// SubIRHSAddConstant-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32) -> i32 {
// SubIRHSAddConstant-NEXT: %c-4_i32 = arith.constant -4 : i32
// SubIRHSAddConstant-NEXT: %0 = arith.subi %c-4_i32, %arg0 : i32
// SubIRHSAddConstant-NEXT: return %0 : i32
// SubIRHSAddConstant-NEXT: }
// SubIRHSAddConstant-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32) -> i32 {
// SubIRHSAddConstant-NEXT: %c6_i32 = arith.constant 6 : i32
// SubIRHSAddConstant-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// SubIRHSAddConstant-NEXT: return %0 : i32
// SubIRHSAddConstant-NEXT: }
// SubIRHSAddConstant-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32) -> i32 {
// SubIRHSAddConstant-NEXT: %c4_i32 = arith.constant 4 : i32
// SubIRHSAddConstant-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// SubIRHSAddConstant-NEXT: return %0 : i32
// SubIRHSAddConstant-NEXT: }

// SubILHSAddConstant-LABEL: func.func @AddIAddConstant(%arg0: i32) -> i32 {
// SubILHSAddConstant-NEXT: %c3_i32 = arith.constant 3 : i32
// SubILHSAddConstant-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// SubILHSAddConstant-NEXT: return %0 : i32
// SubILHSAddConstant-NEXT: }
// SubILHSAddConstant-LABEL: func.func @AddISubConstantRHS(%arg0: i32) -> i32 {
// SubILHSAddConstant-NEXT: %c4_i32 = arith.constant 4 : i32
// SubILHSAddConstant-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// SubILHSAddConstant-NEXT: return %0 : i32
// SubILHSAddConstant-NEXT: }
// SubILHSAddConstant-LABEL: func.func @AddISubConstantLHS(%arg0: i32) -> i32 {
// SubILHSAddConstant-NEXT: %c6_i32 = arith.constant 6 : i32
// SubILHSAddConstant-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// SubILHSAddConstant-NEXT: return %0 : i32
// SubILHSAddConstant-NEXT: }
// SubILHSAddConstant-LABEL: func.func @SubIRHSAddConstant(%arg0: i32) -> i32 {
// SubILHSAddConstant-NEXT: %c-4_i32 = arith.constant -4 : i32
// SubILHSAddConstant-NEXT: %0 = arith.addi %arg0, %c-4_i32 : i32
// SubILHSAddConstant-NEXT: return %0 : i32
// SubILHSAddConstant-NEXT: }
// SubILHSAddConstant-LABEL: func.func @SubILHSAddConstant(%arg0: i32) -> i32 {
// SubILHSAddConstant-NEXT: %c1_i32 = arith.constant 1 : i32
// SubILHSAddConstant-NEXT: %c5_i32 = arith.constant 5 : i32
// SubILHSAddConstant-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// SubILHSAddConstant-NEXT: %1 = arith.subi %c5_i32, %0 : i32
// SubILHSAddConstant-NEXT: return %1 : i32
// SubILHSAddConstant-NEXT: }
// SubILHSAddConstant-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32) -> i32 {
// SubILHSAddConstant-NEXT: %c6_i32 = arith.constant 6 : i32
// SubILHSAddConstant-NEXT: %0 = arith.subi %arg0, %c6_i32 : i32
// SubILHSAddConstant-NEXT: return %0 : i32
// SubILHSAddConstant-NEXT: }
// SubILHSAddConstant-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32) -> i32 {
// SubILHSAddConstant-NEXT: %c-4_i32 = arith.constant -4 : i32
// SubILHSAddConstant-NEXT: %0 = arith.subi %c-4_i32, %arg0 : i32
// SubILHSAddConstant-NEXT: return %0 : i32
// SubILHSAddConstant-NEXT: }
// SubILHSAddConstant-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32) -> i32 {
// SubILHSAddConstant-NEXT: %c6_i32 = arith.constant 6 : i32
// SubILHSAddConstant-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// SubILHSAddConstant-NEXT: return %0 : i32
// SubILHSAddConstant-NEXT: }
// SubILHSAddConstant-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32) -> i32 {
// SubILHSAddConstant-NEXT: %c4_i32 = arith.constant 4 : i32
// SubILHSAddConstant-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// SubILHSAddConstant-NEXT: return %0 : i32
// SubILHSAddConstant-NEXT: }

// SubIRHSSubConstantRHS-LABEL: func.func @AddIAddConstant(%arg0: i32) -> i32 {
// SubIRHSSubConstantRHS-NEXT: %c3_i32 = arith.constant 3 : i32
// SubIRHSSubConstantRHS-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// SubIRHSSubConstantRHS-NEXT: return %0 : i32
// SubIRHSSubConstantRHS-NEXT: }
// SubIRHSSubConstantRHS-LABEL: func.func @AddISubConstantRHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantRHS-NEXT: %c4_i32 = arith.constant 4 : i32
// SubIRHSSubConstantRHS-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// SubIRHSSubConstantRHS-NEXT: return %0 : i32
// SubIRHSSubConstantRHS-NEXT: }
// SubIRHSSubConstantRHS-LABEL: func.func @AddISubConstantLHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantRHS-NEXT: %c6_i32 = arith.constant 6 : i32
// SubIRHSSubConstantRHS-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// SubIRHSSubConstantRHS-NEXT: return %0 : i32
// SubIRHSSubConstantRHS-NEXT: }
// SubIRHSSubConstantRHS-LABEL: func.func @SubIRHSAddConstant(%arg0: i32) -> i32 {
// SubIRHSSubConstantRHS-NEXT: %c-4_i32 = arith.constant -4 : i32
// SubIRHSSubConstantRHS-NEXT: %0 = arith.addi %arg0, %c-4_i32 : i32
// SubIRHSSubConstantRHS-NEXT: return %0 : i32
// SubIRHSSubConstantRHS-NEXT: }
// SubIRHSSubConstantRHS-LABEL: func.func @SubILHSAddConstant(%arg0: i32) -> i32 {
// SubIRHSSubConstantRHS-NEXT: %c4_i32 = arith.constant 4 : i32
// SubIRHSSubConstantRHS-NEXT: %0 = arith.subi %c4_i32, %arg0 : i32
// SubIRHSSubConstantRHS-NEXT: return %0 : i32
// SubIRHSSubConstantRHS-NEXT: }
// SubIRHSSubConstantRHS-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantRHS-NEXT: %c1_i32 = arith.constant 1 : i32
// SubIRHSSubConstantRHS-NEXT: %c5_i32 = arith.constant 5 : i32
// SubIRHSSubConstantRHS-NEXT: %0 = arith.subi %arg0, %c1_i32 : i32
// SubIRHSSubConstantRHS-NEXT: %1 = arith.subi %0, %c5_i32 : i32
// SubIRHSSubConstantRHS-NEXT: return %1 : i32
// SubIRHSSubConstantRHS-NEXT: }
// SubIRHSSubConstantRHS-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantRHS-NEXT: %c-4_i32 = arith.constant -4 : i32
// SubIRHSSubConstantRHS-NEXT: %0 = arith.subi %c-4_i32, %arg0 : i32
// SubIRHSSubConstantRHS-NEXT: return %0 : i32
// SubIRHSSubConstantRHS-NEXT: }
// SubIRHSSubConstantRHS-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantRHS-NEXT: %c6_i32 = arith.constant 6 : i32
// SubIRHSSubConstantRHS-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// SubIRHSSubConstantRHS-NEXT: return %0 : i32
// SubIRHSSubConstantRHS-NEXT: }
// SubIRHSSubConstantRHS-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantRHS-NEXT: %c4_i32 = arith.constant 4 : i32
// SubIRHSSubConstantRHS-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// SubIRHSSubConstantRHS-NEXT: return %0 : i32
// SubIRHSSubConstantRHS-NEXT: }

// SubIRHSSubConstantLHS-LABEL: func.func @AddIAddConstant(%arg0: i32) -> i32 {
// SubIRHSSubConstantLHS-NEXT: %c3_i32 = arith.constant 3 : i32
// SubIRHSSubConstantLHS-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// SubIRHSSubConstantLHS-NEXT: return %0 : i32
// SubIRHSSubConstantLHS-NEXT: }
// SubIRHSSubConstantLHS-LABEL: func.func @AddISubConstantRHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantLHS-NEXT: %c4_i32 = arith.constant 4 : i32
// SubIRHSSubConstantLHS-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// SubIRHSSubConstantLHS-NEXT: return %0 : i32
// SubIRHSSubConstantLHS-NEXT: }
// SubIRHSSubConstantLHS-LABEL: func.func @AddISubConstantLHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantLHS-NEXT: %c6_i32 = arith.constant 6 : i32
// SubIRHSSubConstantLHS-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// SubIRHSSubConstantLHS-NEXT: return %0 : i32
// SubIRHSSubConstantLHS-NEXT: }
// SubIRHSSubConstantLHS-LABEL: func.func @SubIRHSAddConstant(%arg0: i32) -> i32 {
// SubIRHSSubConstantLHS-NEXT: %c-4_i32 = arith.constant -4 : i32
// SubIRHSSubConstantLHS-NEXT: %0 = arith.addi %arg0, %c-4_i32 : i32
// SubIRHSSubConstantLHS-NEXT: return %0 : i32
// SubIRHSSubConstantLHS-NEXT: }
// SubIRHSSubConstantLHS-LABEL: func.func @SubILHSAddConstant(%arg0: i32) -> i32 {
// SubIRHSSubConstantLHS-NEXT: %c4_i32 = arith.constant 4 : i32
// SubIRHSSubConstantLHS-NEXT: %0 = arith.subi %c4_i32, %arg0 : i32
// SubIRHSSubConstantLHS-NEXT: return %0 : i32
// SubIRHSSubConstantLHS-NEXT: }
// SubIRHSSubConstantLHS-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantLHS-NEXT: %c6_i32 = arith.constant 6 : i32
// SubIRHSSubConstantLHS-NEXT: %0 = arith.subi %arg0, %c6_i32 : i32
// SubIRHSSubConstantLHS-NEXT: return %0 : i32
// SubIRHSSubConstantLHS-NEXT: }
// SubIRHSSubConstantLHS-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantLHS-NEXT: %c1_i32 = arith.constant 1 : i32
// SubIRHSSubConstantLHS-NEXT: %c5_i32 = arith.constant 5 : i32
// SubIRHSSubConstantLHS-NEXT: %0 = arith.subi %c1_i32, %arg0 : i32
// SubIRHSSubConstantLHS-NEXT: %1 = arith.subi %0, %c5_i32 : i32
// SubIRHSSubConstantLHS-NEXT: return %1 : i32
// SubIRHSSubConstantLHS-NEXT: }
// SubIRHSSubConstantLHS-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantLHS-NEXT: %c6_i32 = arith.constant 6 : i32
// SubIRHSSubConstantLHS-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// SubIRHSSubConstantLHS-NEXT: return %0 : i32
// SubIRHSSubConstantLHS-NEXT: }
// SubIRHSSubConstantLHS-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32) -> i32 {
// SubIRHSSubConstantLHS-NEXT: %c4_i32 = arith.constant 4 : i32
// SubIRHSSubConstantLHS-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// SubIRHSSubConstantLHS-NEXT: return %0 : i32
// SubIRHSSubConstantLHS-NEXT: }

// SubILHSSubConstantRHS-LABEL: func.func @AddIAddConstant(%arg0: i32) -> i32 {
// SubILHSSubConstantRHS-NEXT: %c3_i32 = arith.constant 3 : i32
// SubILHSSubConstantRHS-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// SubILHSSubConstantRHS-NEXT: return %0 : i32
// SubILHSSubConstantRHS-NEXT: }
// SubILHSSubConstantRHS-LABEL: func.func @AddISubConstantRHS(%arg0: i32) -> i32 {
// SubILHSSubConstantRHS-NEXT: %c4_i32 = arith.constant 4 : i32
// SubILHSSubConstantRHS-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// SubILHSSubConstantRHS-NEXT: return %0 : i32
// SubILHSSubConstantRHS-NEXT: }
// SubILHSSubConstantRHS-LABEL: func.func @AddISubConstantLHS(%arg0: i32) -> i32 {
// SubILHSSubConstantRHS-NEXT: %c6_i32 = arith.constant 6 : i32
// SubILHSSubConstantRHS-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// SubILHSSubConstantRHS-NEXT: return %0 : i32
// SubILHSSubConstantRHS-NEXT: }
// SubILHSSubConstantRHS-LABEL: func.func @SubIRHSAddConstant(%arg0: i32) -> i32 {
// SubILHSSubConstantRHS-NEXT: %c-4_i32 = arith.constant -4 : i32
// SubILHSSubConstantRHS-NEXT: %0 = arith.addi %arg0, %c-4_i32 : i32
// SubILHSSubConstantRHS-NEXT: return %0 : i32
// SubILHSSubConstantRHS-NEXT: }
// SubILHSSubConstantRHS-LABEL: func.func @SubILHSAddConstant(%arg0: i32) -> i32 {
// SubILHSSubConstantRHS-NEXT: %c4_i32 = arith.constant 4 : i32
// SubILHSSubConstantRHS-NEXT: %0 = arith.subi %c4_i32, %arg0 : i32
// SubILHSSubConstantRHS-NEXT: return %0 : i32
// SubILHSSubConstantRHS-NEXT: }
// SubILHSSubConstantRHS-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32) -> i32 {
// SubILHSSubConstantRHS-NEXT: %c6_i32 = arith.constant 6 : i32
// SubILHSSubConstantRHS-NEXT: %0 = arith.subi %arg0, %c6_i32 : i32
// SubILHSSubConstantRHS-NEXT: return %0 : i32
// SubILHSSubConstantRHS-NEXT: }
// SubILHSSubConstantRHS-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32) -> i32 {
// SubILHSSubConstantRHS-NEXT: %c-4_i32 = arith.constant -4 : i32
// SubILHSSubConstantRHS-NEXT: %0 = arith.subi %c-4_i32, %arg0 : i32
// SubILHSSubConstantRHS-NEXT: return %0 : i32
// SubILHSSubConstantRHS-NEXT: }
// SubILHSSubConstantRHS-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32) -> i32 {
// SubILHSSubConstantRHS-NEXT: %c1_i32 = arith.constant 1 : i32
// SubILHSSubConstantRHS-NEXT: %c5_i32 = arith.constant 5 : i32
// SubILHSSubConstantRHS-NEXT: %0 = arith.subi %arg0, %c1_i32 : i32
// SubILHSSubConstantRHS-NEXT: %1 = arith.subi %c5_i32, %0 : i32
// SubILHSSubConstantRHS-NEXT: return %1 : i32
// SubILHSSubConstantRHS-NEXT: }
// SubILHSSubConstantRHS-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32) -> i32 {
// SubILHSSubConstantRHS-NEXT: %c4_i32 = arith.constant 4 : i32
// SubILHSSubConstantRHS-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// SubILHSSubConstantRHS-NEXT: return %0 : i32
// SubILHSSubConstantRHS-NEXT: }

// SubILHSSubConstantLHS-LABEL: func.func @AddIAddConstant(%arg0: i32) -> i32 {
// SubILHSSubConstantLHS-NEXT: %c3_i32 = arith.constant 3 : i32
// SubILHSSubConstantLHS-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// SubILHSSubConstantLHS-NEXT: return %0 : i32
// SubILHSSubConstantLHS-NEXT: }
// SubILHSSubConstantLHS-LABEL: func.func @AddISubConstantRHS(%arg0: i32) -> i32 {
// SubILHSSubConstantLHS-NEXT: %c4_i32 = arith.constant 4 : i32
// SubILHSSubConstantLHS-NEXT: %0 = arith.addi %arg0, %c4_i32 : i32
// SubILHSSubConstantLHS-NEXT: return %0 : i32
// SubILHSSubConstantLHS-NEXT: }
// SubILHSSubConstantLHS-LABEL: func.func @AddISubConstantLHS(%arg0: i32) -> i32 {
// SubILHSSubConstantLHS-NEXT: %c6_i32 = arith.constant 6 : i32
// SubILHSSubConstantLHS-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// SubILHSSubConstantLHS-NEXT: return %0 : i32
// SubILHSSubConstantLHS-NEXT: }
// SubILHSSubConstantLHS-LABEL: func.func @SubIRHSAddConstant(%arg0: i32) -> i32 {
// SubILHSSubConstantLHS-NEXT: %c-4_i32 = arith.constant -4 : i32
// SubILHSSubConstantLHS-NEXT: %0 = arith.addi %arg0, %c-4_i32 : i32
// SubILHSSubConstantLHS-NEXT: return %0 : i32
// SubILHSSubConstantLHS-NEXT: }
// SubILHSSubConstantLHS-LABEL: func.func @SubILHSAddConstant(%arg0: i32) -> i32 {
// SubILHSSubConstantLHS-NEXT: %c4_i32 = arith.constant 4 : i32
// SubILHSSubConstantLHS-NEXT: %0 = arith.subi %c4_i32, %arg0 : i32
// SubILHSSubConstantLHS-NEXT: return %0 : i32
// SubILHSSubConstantLHS-NEXT: }
// SubILHSSubConstantLHS-LABEL: func.func @SubIRHSSubConstantRHS(%arg0: i32) -> i32 {
// SubILHSSubConstantLHS-NEXT: %c6_i32 = arith.constant 6 : i32
// SubILHSSubConstantLHS-NEXT: %0 = arith.subi %arg0, %c6_i32 : i32
// SubILHSSubConstantLHS-NEXT: return %0 : i32
// SubILHSSubConstantLHS-NEXT: }
// SubILHSSubConstantLHS-LABEL: func.func @SubIRHSSubConstantLHS(%arg0: i32) -> i32 {
// SubILHSSubConstantLHS-NEXT: %c-4_i32 = arith.constant -4 : i32
// SubILHSSubConstantLHS-NEXT: %0 = arith.subi %c-4_i32, %arg0 : i32
// SubILHSSubConstantLHS-NEXT: return %0 : i32
// SubILHSSubConstantLHS-NEXT: }
// SubILHSSubConstantLHS-LABEL: func.func @SubILHSSubConstantRHS(%arg0: i32) -> i32 {
// SubILHSSubConstantLHS-NEXT: %c6_i32 = arith.constant 6 : i32
// SubILHSSubConstantLHS-NEXT: %0 = arith.subi %c6_i32, %arg0 : i32
// SubILHSSubConstantLHS-NEXT: return %0 : i32
// SubILHSSubConstantLHS-NEXT: }
// SubILHSSubConstantLHS-LABEL: func.func @SubILHSSubConstantLHS(%arg0: i32) -> i32 {
// SubILHSSubConstantLHS-NEXT: %c1_i32 = arith.constant 1 : i32
// SubILHSSubConstantLHS-NEXT: %c5_i32 = arith.constant 5 : i32
// SubILHSSubConstantLHS-NEXT: %0 = arith.subi %c1_i32, %arg0 : i32
// SubILHSSubConstantLHS-NEXT: %1 = arith.subi %c5_i32, %0 : i32
// SubILHSSubConstantLHS-NEXT: return %1 : i32
// SubILHSSubConstantLHS-NEXT: }

// AddIMulNegativeOneRhs-LABEL: func.func @neg_one(%arg0: i32, %arg1: i32) -> (i32, i32) {
// AddIMulNegativeOneRhs-NEXT: %c-1_i32 = arith.constant -1 : i32
// AddIMulNegativeOneRhs-NEXT: %0 = arith.muli %arg1, %c-1_i32 : i32
// AddIMulNegativeOneRhs-NEXT: %1 = arith.addi %arg0, %0 : i32
// AddIMulNegativeOneRhs-NEXT: %2 = arith.subi %arg1, %arg0 : i32
// AddIMulNegativeOneRhs-NEXT: return %1, %2 : i32, i32
// AddIMulNegativeOneRhs-NEXT: }

// AddIMulNegativeOneLhs-LABEL: func.func @neg_one(%arg0: i32, %arg1: i32) -> (i32, i32) {
// AddIMulNegativeOneLhs-NEXT: %c-1_i32 = arith.constant -1 : i32
// AddIMulNegativeOneLhs-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// AddIMulNegativeOneLhs-NEXT: %1 = arith.muli %arg0, %c-1_i32 : i32
// AddIMulNegativeOneLhs-NEXT: %2 = arith.addi %1, %arg1 : i32
// AddIMulNegativeOneLhs-NEXT: return %0, %2 : i32, i32
// AddIMulNegativeOneLhs-NEXT: }

// CmpIExtSI-LABEL: func.func @cmp_ext(%arg0: i8, %arg1: i8) -> (i1, i1) {
// CmpIExtSI-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CmpIExtSI-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// CmpIExtSI-NEXT: %2 = arith.cmpi eq, %0, %1 : i32
// CmpIExtSI-NEXT: %3 = arith.cmpi ne, %arg0, %arg1 : i8
// CmpIExtSI-NEXT: return %2, %3 : i1, i1
// CmpIExtSI-NEXT: }

// CmpIExtUI-LABEL: func.func @cmp_ext(%arg0: i8, %arg1: i8) -> (i1, i1) {
// CmpIExtUI-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i8
// CmpIExtUI-NEXT: %1 = arith.extui %arg0 : i8 to i32
// CmpIExtUI-NEXT: %2 = arith.extui %arg1 : i8 to i32
// CmpIExtUI-NEXT: %3 = arith.cmpi ne, %1, %2 : i32
// CmpIExtUI-NEXT: return %0, %3 : i1, i1
// CmpIExtUI-NEXT: }

// ExtSIOfExtUI-LABEL: func.func @ext_ext(%arg0: i8) -> i64 {
// ExtSIOfExtUI-NEXT: %0 = arith.extui %arg0 : i8 to i32
// ExtSIOfExtUI-NEXT: %1 = arith.extsi %0 : i32 to i64
// ExtSIOfExtUI-NEXT: return %1 : i64
// ExtSIOfExtUI-NEXT: }
// ExtSIOfExtUI-LABEL: func.func @ext_folds(%arg0: i8) -> (i64, i64) {
// ExtSIOfExtUI-NEXT: %0 = arith.extui %arg0 : i8 to i64
// ExtSIOfExtUI-NEXT: %1 = arith.extsi %arg0 : i8 to i64
// ExtSIOfExtUI-NEXT: return %0, %1 : i64, i64
// ExtSIOfExtUI-NEXT: }

// AndOfExtUI-LABEL: func.func @bitwise(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// AndOfExtUI-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// AndOfExtUI-NEXT: %1 = arith.extsi %0 : i8 to i32
// AndOfExtUI-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// AndOfExtUI-NEXT: %3 = arith.extui %2 : i8 to i32
// AndOfExtUI-NEXT: %4 = arith.xori %arg0, %arg1 : i8
// AndOfExtUI-NEXT: %5 = arith.extui %4 : i8 to i32
// AndOfExtUI-NEXT: return %1, %3, %5 : i32, i32, i32
// AndOfExtUI-NEXT: }
// AndOfExtUI-LABEL: func.func @bitwise_more(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// AndOfExtUI-NEXT: %0 = arith.extui %arg0 : i8 to i32
// AndOfExtUI-NEXT: %1 = arith.extui %arg1 : i8 to i32
// AndOfExtUI-NEXT: %2 = arith.andi %0, %1 : i32
// AndOfExtUI-NEXT: %3 = arith.ori %arg0, %arg1 : i8
// AndOfExtUI-NEXT: %4 = arith.extsi %3 : i8 to i32
// AndOfExtUI-NEXT: %5 = arith.xori %arg0, %arg1 : i8
// AndOfExtUI-NEXT: %6 = arith.extsi %5 : i8 to i32
// AndOfExtUI-NEXT: return %2, %4, %6 : i32, i32, i32
// AndOfExtUI-NEXT: }

// AndOfExtSI-LABEL: func.func @bitwise(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// AndOfExtSI-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// AndOfExtSI-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// AndOfExtSI-NEXT: %2 = arith.andi %0, %1 : i32
// AndOfExtSI-NEXT: %3 = arith.ori %arg0, %arg1 : i8
// AndOfExtSI-NEXT: %4 = arith.extui %3 : i8 to i32
// AndOfExtSI-NEXT: %5 = arith.xori %arg0, %arg1 : i8
// AndOfExtSI-NEXT: %6 = arith.extui %5 : i8 to i32
// AndOfExtSI-NEXT: return %2, %4, %6 : i32, i32, i32
// AndOfExtSI-NEXT: }
// AndOfExtSI-LABEL: func.func @bitwise_more(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// AndOfExtSI-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// AndOfExtSI-NEXT: %1 = arith.extui %0 : i8 to i32
// AndOfExtSI-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// AndOfExtSI-NEXT: %3 = arith.extsi %2 : i8 to i32
// AndOfExtSI-NEXT: %4 = arith.xori %arg0, %arg1 : i8
// AndOfExtSI-NEXT: %5 = arith.extsi %4 : i8 to i32
// AndOfExtSI-NEXT: return %1, %3, %5 : i32, i32, i32
// AndOfExtSI-NEXT: }

// OrOfExtUI-LABEL: func.func @bitwise(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// OrOfExtUI-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// OrOfExtUI-NEXT: %1 = arith.extsi %0 : i8 to i32
// OrOfExtUI-NEXT: %2 = arith.extui %arg0 : i8 to i32
// OrOfExtUI-NEXT: %3 = arith.extui %arg1 : i8 to i32
// OrOfExtUI-NEXT: %4 = arith.ori %2, %3 : i32
// OrOfExtUI-NEXT: %5 = arith.xori %arg0, %arg1 : i8
// OrOfExtUI-NEXT: %6 = arith.extui %5 : i8 to i32
// OrOfExtUI-NEXT: return %1, %4, %6 : i32, i32, i32
// OrOfExtUI-NEXT: }
// OrOfExtUI-LABEL: func.func @bitwise_more(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// OrOfExtUI-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// OrOfExtUI-NEXT: %1 = arith.extui %0 : i8 to i32
// OrOfExtUI-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// OrOfExtUI-NEXT: %3 = arith.extsi %2 : i8 to i32
// OrOfExtUI-NEXT: %4 = arith.xori %arg0, %arg1 : i8
// OrOfExtUI-NEXT: %5 = arith.extsi %4 : i8 to i32
// OrOfExtUI-NEXT: return %1, %3, %5 : i32, i32, i32
// OrOfExtUI-NEXT: }

// OrOfExtSI-LABEL: func.func @bitwise(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// OrOfExtSI-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// OrOfExtSI-NEXT: %1 = arith.extsi %0 : i8 to i32
// OrOfExtSI-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// OrOfExtSI-NEXT: %3 = arith.extui %2 : i8 to i32
// OrOfExtSI-NEXT: %4 = arith.xori %arg0, %arg1 : i8
// OrOfExtSI-NEXT: %5 = arith.extui %4 : i8 to i32
// OrOfExtSI-NEXT: return %1, %3, %5 : i32, i32, i32
// OrOfExtSI-NEXT: }
// OrOfExtSI-LABEL: func.func @bitwise_more(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// OrOfExtSI-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// OrOfExtSI-NEXT: %1 = arith.extui %0 : i8 to i32
// OrOfExtSI-NEXT: %2 = arith.extsi %arg0 : i8 to i32
// OrOfExtSI-NEXT: %3 = arith.extsi %arg1 : i8 to i32
// OrOfExtSI-NEXT: %4 = arith.ori %2, %3 : i32
// OrOfExtSI-NEXT: %5 = arith.xori %arg0, %arg1 : i8
// OrOfExtSI-NEXT: %6 = arith.extsi %5 : i8 to i32
// OrOfExtSI-NEXT: return %1, %4, %6 : i32, i32, i32
// OrOfExtSI-NEXT: }

// XOrIOfExtUI-LABEL: func.func @bitwise(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// XOrIOfExtUI-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// XOrIOfExtUI-NEXT: %1 = arith.extsi %0 : i8 to i32
// XOrIOfExtUI-NEXT: %2 = arith.extui %arg0 : i8 to i32
// XOrIOfExtUI-NEXT: %3 = arith.extui %arg1 : i8 to i32
// XOrIOfExtUI-NEXT: %4 = arith.ori %arg0, %arg1 : i8
// XOrIOfExtUI-NEXT: %5 = arith.extui %4 : i8 to i32
// XOrIOfExtUI-NEXT: %6 = arith.xori %2, %3 : i32
// XOrIOfExtUI-NEXT: return %1, %5, %6 : i32, i32, i32
// XOrIOfExtUI-NEXT: }
// XOrIOfExtUI-LABEL: func.func @bitwise_more(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// XOrIOfExtUI-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// XOrIOfExtUI-NEXT: %1 = arith.extui %0 : i8 to i32
// XOrIOfExtUI-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// XOrIOfExtUI-NEXT: %3 = arith.extsi %2 : i8 to i32
// XOrIOfExtUI-NEXT: %4 = arith.xori %arg0, %arg1 : i8
// XOrIOfExtUI-NEXT: %5 = arith.extsi %4 : i8 to i32
// XOrIOfExtUI-NEXT: return %1, %3, %5 : i32, i32, i32
// XOrIOfExtUI-NEXT: }

// XOrIOfExtSI-LABEL: func.func @bitwise(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// XOrIOfExtSI-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// XOrIOfExtSI-NEXT: %1 = arith.extsi %0 : i8 to i32
// XOrIOfExtSI-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// XOrIOfExtSI-NEXT: %3 = arith.extui %2 : i8 to i32
// XOrIOfExtSI-NEXT: %4 = arith.xori %arg0, %arg1 : i8
// XOrIOfExtSI-NEXT: %5 = arith.extui %4 : i8 to i32
// XOrIOfExtSI-NEXT: return %1, %3, %5 : i32, i32, i32
// XOrIOfExtSI-NEXT: }
// XOrIOfExtSI-LABEL: func.func @bitwise_more(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// XOrIOfExtSI-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// XOrIOfExtSI-NEXT: %1 = arith.extui %0 : i8 to i32
// XOrIOfExtSI-NEXT: %2 = arith.extsi %arg0 : i8 to i32
// XOrIOfExtSI-NEXT: %3 = arith.extsi %arg1 : i8 to i32
// XOrIOfExtSI-NEXT: %4 = arith.ori %arg0, %arg1 : i8
// XOrIOfExtSI-NEXT: %5 = arith.extsi %4 : i8 to i32
// XOrIOfExtSI-NEXT: %6 = arith.xori %2, %3 : i32
// XOrIOfExtSI-NEXT: return %1, %5, %6 : i32, i32, i32
// XOrIOfExtSI-NEXT: }

// IndexCastOfIndexCast-LABEL: func.func @index_casts(%arg0: i32, %arg1: i8) -> (i32, index, i32, index) {
// IndexCastOfIndexCast-NEXT: %0 = arith.index_cast %arg0 : i32 to index
// IndexCastOfIndexCast-NEXT: %1 = arith.index_cast %0 : index to i32
// IndexCastOfIndexCast-NEXT: %2 = arith.index_cast %arg1 : i8 to index
// IndexCastOfIndexCast-NEXT: %3 = arith.index_castui %arg1 : i8 to index
// IndexCastOfIndexCast-NEXT: return %1, %2, %arg0, %3 : i32, index, i32, index
// IndexCastOfIndexCast-NEXT: }

// IndexCastOfExtSI-LABEL: func.func @index_casts(%arg0: i32, %arg1: i8) -> (i32, index, i32, index) {
// IndexCastOfExtSI-NEXT: %0 = arith.extsi %arg1 : i8 to i16
// IndexCastOfExtSI-NEXT: %1 = arith.index_cast %0 : i16 to index
// IndexCastOfExtSI-NEXT: %2 = arith.index_castui %arg1 : i8 to index
// IndexCastOfExtSI-NEXT: return %arg0, %1, %arg0, %2 : i32, index, i32, index
// IndexCastOfExtSI-NEXT: }

// IndexCastUIOfIndexCastUI-LABEL: func.func @index_casts(%arg0: i32, %arg1: i8) -> (i32, index, i32, index) {
// IndexCastUIOfIndexCastUI-NEXT: %0 = arith.index_cast %arg1 : i8 to index
// IndexCastUIOfIndexCastUI-NEXT: %1 = arith.index_castui %arg0 : i32 to index
// IndexCastUIOfIndexCastUI-NEXT: %2 = arith.index_castui %1 : index to i32
// IndexCastUIOfIndexCastUI-NEXT: %3 = arith.index_castui %arg1 : i8 to index
// IndexCastUIOfIndexCastUI-NEXT: return %arg0, %0, %2, %3 : i32, index, i32, index
// IndexCastUIOfIndexCastUI-NEXT: }

// IndexCastUIOfExtUI-LABEL: func.func @index_casts(%arg0: i32, %arg1: i8) -> (i32, index, i32, index) {
// IndexCastUIOfExtUI-NEXT: %0 = arith.index_cast %arg1 : i8 to index
// IndexCastUIOfExtUI-NEXT: %1 = arith.extui %arg1 : i8 to i16
// IndexCastUIOfExtUI-NEXT: %2 = arith.index_castui %1 : i16 to index
// IndexCastUIOfExtUI-NEXT: return %arg0, %0, %arg0, %2 : i32, index, i32, index
// IndexCastUIOfExtUI-NEXT: }

// RedundantSelectTrue-LABEL: func.func @selects(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32) {
// RedundantSelectTrue-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// RedundantSelectTrue-NEXT: %1 = arith.select %arg0, %0, %arg3 : i32
// RedundantSelectTrue-NEXT: %2 = arith.select %arg0, %arg3, %arg2 : i32
// RedundantSelectTrue-NEXT: return %1, %2 : i32, i32
// RedundantSelectTrue-NEXT: }

// RedundantSelectFalse-LABEL: func.func @selects(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32) {
// RedundantSelectFalse-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// RedundantSelectFalse-NEXT: %1 = arith.select %arg0, %arg1, %arg3 : i32
// RedundantSelectFalse-NEXT: %2 = arith.select %arg0, %arg3, %0 : i32
// RedundantSelectFalse-NEXT: return %1, %2 : i32, i32
// RedundantSelectFalse-NEXT: }

// MulFOfNegF-LABEL: func.func @negf(%arg0: f32, %arg1: f32) -> (f32, f32) {
// MulFOfNegF-NEXT: %0 = arith.negf %arg0 : f32
// MulFOfNegF-NEXT: %1 = arith.negf %arg1 : f32
// MulFOfNegF-NEXT: %2 = arith.mulf %0, %1 : f32
// MulFOfNegF-NEXT: %3 = arith.divf %arg0, %arg1 : f32
// MulFOfNegF-NEXT: return %2, %3 : f32, f32
// MulFOfNegF-NEXT: }

// DivFOfNegF-LABEL: func.func @negf(%arg0: f32, %arg1: f32) -> (f32, f32) {
// DivFOfNegF-NEXT: %0 = arith.negf %arg0 : f32
// DivFOfNegF-NEXT: %1 = arith.negf %arg1 : f32
// DivFOfNegF-NEXT: %2 = arith.mulf %arg0, %arg1 : f32
// DivFOfNegF-NEXT: %3 = arith.divf %0, %1 : f32
// DivFOfNegF-NEXT: return %2, %3 : f32, f32
// DivFOfNegF-NEXT: }

func.func @neg_one(%x: i32, %y: i32) -> (i32, i32) {
  %m1 = arith.constant -1 : i32
  %a = arith.muli %y, %m1 : i32
  %r = arith.addi %x, %a : i32
  %b = arith.muli %x, %m1 : i32
  %l = arith.addi %b, %y : i32
  return %r, %l : i32, i32
}
func.func @cmp_ext(%x: i8, %y: i8) -> (i1, i1) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r = arith.cmpi eq, %a, %b : i32
  %c = arith.extui %x : i8 to i32
  %d = arith.extui %y : i8 to i32
  %s = arith.cmpi ne, %c, %d : i32
  return %r, %s : i1, i1
}
func.func @ext_ext(%x: i8) -> i64 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extsi %a : i32 to i64
  return %b : i64
}
func.func @bitwise(%x: i8, %y: i8) -> (i32, i32, i32) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r = arith.andi %a, %b : i32
  %c = arith.extui %x : i8 to i32
  %d = arith.extui %y : i8 to i32
  %s = arith.ori %c, %d : i32
  %t = arith.xori %c, %d : i32
  return %r, %s, %t : i32, i32, i32
}
func.func @index_casts(%x: i32, %y: i8) -> (i32, index, i32, index) {
  %a = arith.index_cast %x : i32 to index
  %b = arith.index_cast %a : index to i32
  %e = arith.extsi %y : i8 to i16
  %f = arith.index_cast %e : i16 to index
  %c = arith.index_castui %x : i32 to index
  %d = arith.index_castui %c : index to i32
  %g = arith.extui %y : i8 to i16
  %h = arith.index_castui %g : i16 to index
  return %b, %f, %d, %h : i32, index, i32, index
}
func.func @selects(%p: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0 = arith.select %p, %a, %b : i32
  %t = arith.select %p, %0, %c : i32
  %f = arith.select %p, %c, %0 : i32
  return %t, %f : i32, i32
}
func.func @negf(%a: f32, %b: f32) -> (f32, f32) {
  %0 = arith.negf %a : f32
  %1 = arith.negf %b : f32
  %m = arith.mulf %0, %1 : f32
  %d = arith.divf %0, %1 : f32
  return %m, %d : f32, f32
}
func.func @bitwise_more(%x: i8, %y: i8) -> (i32, i32, i32) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r = arith.andi %a, %b : i32
  %c = arith.extsi %x : i8 to i32
  %d = arith.extsi %y : i8 to i32
  %s = arith.ori %c, %d : i32
  %t = arith.xori %c, %d : i32
  return %r, %s, %t : i32, i32, i32
}
func.func @ext_folds(%x: i8) -> (i64, i64) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %a : i32 to i64
  %c = arith.extsi %x : i8 to i32
  %d = arith.extsi %c : i32 to i64
  return %b, %d : i64, i64
}
func.func @AddIAddConstant(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  return %b : i32
}
func.func @AddISubConstantRHS(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.subi %x, %c1 : i32
  %b = arith.addi %a, %c5 : i32
  return %b : i32
}
func.func @AddISubConstantLHS(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.subi %c1, %x : i32
  %b = arith.addi %a, %c5 : i32
  return %b : i32
}
func.func @SubIRHSAddConstant(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.subi %a, %c5 : i32
  return %b : i32
}
func.func @SubILHSAddConstant(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.subi %c5, %a : i32
  return %b : i32
}
func.func @SubIRHSSubConstantRHS(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.subi %x, %c1 : i32
  %b = arith.subi %a, %c5 : i32
  return %b : i32
}
func.func @SubIRHSSubConstantLHS(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.subi %c1, %x : i32
  %b = arith.subi %a, %c5 : i32
  return %b : i32
}
func.func @SubILHSSubConstantRHS(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.subi %x, %c1 : i32
  %b = arith.subi %c5, %a : i32
  return %b : i32
}
func.func @SubILHSSubConstantLHS(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.subi %c1, %x : i32
  %b = arith.subi %c5, %a : i32
  return %b : i32
}
func.func @muli(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.muli %x, %c2 : i32
  %b = arith.muli %a, %c3 : i32
  return %b : i32
}
func.func @xori(%a: i8, %b: i8) -> i1 {
  %true = arith.constant true
  %0 = arith.cmpi eq, %a, %b : i8
  %1 = arith.xori %0, %true : i1
  return %1 : i1
}
func.func @select_not(%p: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %p, %true : i1
  %r = arith.select %n, %a, %b : i32
  return %r : i32
}
func.func @subsub(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %0, %a : i32
  return %1 : i32
}
func.func @trunc_shr(%x: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 : i64
  %t = arith.trunci %s : i64 to i32
  return %t : i32
}
func.func @select_ext(%c: i1) -> i64 {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %r = arith.select %c, %c1, %c0 : i64
  return %r : i64
}
func.func @cmpf(%x: i32) -> i1 {
  %f = arith.uitofp %x : i32 to f64
  %c0 = arith.constant 0.0 : f64
  %r = arith.cmpf ole, %f, %c0 : f64
  return %r : i1
}
