import Nocturne

print("nocturne-bench: no benchmarks yet")
