"foo.bar"() {a = #nope} : () -> ()
