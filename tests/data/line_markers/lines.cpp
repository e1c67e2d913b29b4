#include <cstdio>
#include <string>
#define WHERE() std::printf("%s:%d\n", __FILE__, __LINE__)

namespace geo {
template <class T> struct Box {
  T v;
  T get() const { int unused_in_get; WHERE(); if (v) return v; return T(); }
};
std::string name(int k) {
  WHERE();
  if (k) return std::string("k") +
                std::to_string(k);
  return "none"; }
}

int main(int argc, char **argv) {
  int unused_in_main;
  geo::Box<int> b{4};
  WHERE(); std::printf("%d %s %d\n", b.get(), geo::name(argc).c_str(), __LINE__);
  (void)argv;
  return 0;
}
