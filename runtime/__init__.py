"""Running compiled code: the JIT, the CPU/GPU/collective runtimes, the compile cache and the
compile API (`aiopt.runtime.compiler`)."""
