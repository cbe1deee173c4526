// snippet.hide
import Tiny

// snippet.show
greeting(for: "Grace")   // → "Hello, Grace!"
