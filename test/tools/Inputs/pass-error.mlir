"test.op"() {test.error = "emitted by a pass"} : () -> ()
