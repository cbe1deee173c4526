// A tour of points.

// snippet.setup
let start = 1.0
// snippet.end
// snippet.hide
let hidden = 2.0
// snippet.show
print(start + hidden)
