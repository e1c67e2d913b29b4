#ifndef __SRCINST_ON_EXIT_DEFINED
#define __SRCINST_ON_EXIT_DEFINED
template <class __srcinst_F> struct __srcinst_scope_exit {
  __srcinst_F fn; bool armed;
  explicit __srcinst_scope_exit(__srcinst_F f) : fn(f), armed(true) {}
  __srcinst_scope_exit(__srcinst_scope_exit &&other) : fn(other.fn), armed(other.armed) { other.armed = false; }
  ~__srcinst_scope_exit() { if (armed) fn(); }
};
template <class __srcinst_F> inline __srcinst_scope_exit<__srcinst_F> __srcinst_on_exit(__srcinst_F f) {
  return __srcinst_scope_exit<__srcinst_F>(f);
}
#endif
#line 1 "corpus/cpp/class_typedef_returns.cpp"
// srcinst-test: std=c++17
// Out-of-class member definitions whose return types are class-local names:
// typedefs, using-aliases, nested classes and nested enums, including the
// `typename Tmpl<T>::name` form for class templates.
#include <cstddef>
#include <cstdio>
#include <vector>
#include <stdio.h>
#line 8 "corpus/cpp/class_typedef_returns.cpp"

class Buffer {
public:
    typedef std::size_t size_type;
    using value_type = int;
    enum class Mode { Empty, Partial, Full };
    struct Stats {
        size_type used;
        size_type free;
    };

    explicit Buffer(size_type cap) : cap_(cap) {
fprintf(stderr, "enter %s (%s:%d)\n", "Buffer::Buffer(size_type)", "corpus/cpp/class_typedef_returns.cpp", 19);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::Buffer(size_type)", "corpus/cpp/class_typedef_returns.cpp", 19);
});
#line 19 "corpus/cpp/class_typedef_returns.cpp"
                                                }
    void add(value_type v);
    size_type size() const;
    size_type capacity() const;
    value_type last() const;
    Mode mode() const;
    Stats stats() const;
    static const char *mode_name(Mode m);

private:
    std::vector<value_type> data_;
    size_type cap_;
};

void Buffer::add(value_type v)
{
fprintf(stderr, "enter %s (%s:%d)\n", "void Buffer::add(value_type)", "corpus/cpp/class_typedef_returns.cpp", 34);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "void Buffer::add(value_type)", "corpus/cpp/class_typedef_returns.cpp", 36);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "void Buffer::add(value_type)", "corpus/cpp/class_typedef_returns.cpp", 38);
} break;
}
});
#line 34 "corpus/cpp/class_typedef_returns.cpp"
 
    if (data_.size() >= cap_)
        { __srcinst_site = 1;
#line 36 "corpus/cpp/class_typedef_returns.cpp"
        return; }
    data_.push_back(v);
}

Buffer::size_type Buffer::size() const
{
fprintf(stderr, "enter %s (%s:%d)\n", "Buffer::size_type Buffer::size() const", "corpus/cpp/class_typedef_returns.cpp", 41);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::size_type Buffer::size() const", "corpus/cpp/class_typedef_returns.cpp", 42);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::size_type Buffer::size() const", "corpus/cpp/class_typedef_returns.cpp", 43);
} break;
}
});
#line 41 "corpus/cpp/class_typedef_returns.cpp"
 
    { __srcinst_site = 1;
#line 42 "corpus/cpp/class_typedef_returns.cpp"
    return data_.size(); }
}

Buffer::size_type
Buffer::capacity() const
{
fprintf(stderr, "enter %s (%s:%d)\n", "Buffer::size_type Buffer::capacity() const", "corpus/cpp/class_typedef_returns.cpp", 47);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::size_type Buffer::capacity() const", "corpus/cpp/class_typedef_returns.cpp", 48);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::size_type Buffer::capacity() const", "corpus/cpp/class_typedef_returns.cpp", 49);
} break;
}
});
#line 47 "corpus/cpp/class_typedef_returns.cpp"
 
    { __srcinst_site = 1;
#line 48 "corpus/cpp/class_typedef_returns.cpp"
    return cap_; }
}

Buffer::value_type Buffer::last() const
{
fprintf(stderr, "enter %s (%s:%d)\n", "Buffer::value_type Buffer::last() const", "corpus/cpp/class_typedef_returns.cpp", 52);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::value_type Buffer::last() const", "corpus/cpp/class_typedef_returns.cpp", 54);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::value_type Buffer::last() const", "corpus/cpp/class_typedef_returns.cpp", 55);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::value_type Buffer::last() const", "corpus/cpp/class_typedef_returns.cpp", 56);
} break;
}
});
#line 52 "corpus/cpp/class_typedef_returns.cpp"
 
    if (data_.empty())
        { __srcinst_site = 1;
#line 54 "corpus/cpp/class_typedef_returns.cpp"
        return -1; }
    { __srcinst_site = 2;
#line 55 "corpus/cpp/class_typedef_returns.cpp"
    return data_.back(); }
}

Buffer::Mode Buffer::mode() const
{
fprintf(stderr, "enter %s (%s:%d)\n", "Buffer::Mode Buffer::mode() const", "corpus/cpp/class_typedef_returns.cpp", 59);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::Mode Buffer::mode() const", "corpus/cpp/class_typedef_returns.cpp", 61);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::Mode Buffer::mode() const", "corpus/cpp/class_typedef_returns.cpp", 62);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::Mode Buffer::mode() const", "corpus/cpp/class_typedef_returns.cpp", 63);
} break;
}
});
#line 59 "corpus/cpp/class_typedef_returns.cpp"
 
    if (data_.empty())
        { __srcinst_site = 1;
#line 61 "corpus/cpp/class_typedef_returns.cpp"
        return Mode::Empty; }
    { __srcinst_site = 2;
#line 62 "corpus/cpp/class_typedef_returns.cpp"
    return data_.size() == cap_ ? Mode::Full : Mode::Partial; }
}

Buffer::Stats Buffer::stats() const
{
fprintf(stderr, "enter %s (%s:%d)\n", "Buffer::Stats Buffer::stats() const", "corpus/cpp/class_typedef_returns.cpp", 66);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::Stats Buffer::stats() const", "corpus/cpp/class_typedef_returns.cpp", 67);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Buffer::Stats Buffer::stats() const", "corpus/cpp/class_typedef_returns.cpp", 68);
} break;
}
});
#line 66 "corpus/cpp/class_typedef_returns.cpp"
 
    { __srcinst_site = 1;
#line 67 "corpus/cpp/class_typedef_returns.cpp"
    return Stats{size(), cap_ - size()}; }
}

const char *Buffer::mode_name(Mode m)
{
fprintf(stderr, "enter %s (%s:%d)\n", "const char * Buffer::mode_name(Mode)", "corpus/cpp/class_typedef_returns.cpp", 71);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Buffer::mode_name(Mode)", "corpus/cpp/class_typedef_returns.cpp", 73);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Buffer::mode_name(Mode)", "corpus/cpp/class_typedef_returns.cpp", 74);
} break;
case 3: {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Buffer::mode_name(Mode)", "corpus/cpp/class_typedef_returns.cpp", 75);
} break;
case 4: {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Buffer::mode_name(Mode)", "corpus/cpp/class_typedef_returns.cpp", 77);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "const char * Buffer::mode_name(Mode)", "corpus/cpp/class_typedef_returns.cpp", 78);
} break;
}
});
#line 71 "corpus/cpp/class_typedef_returns.cpp"
 
    switch (m) {
    case Mode::Empty: { __srcinst_site = 1;
#line 73 "corpus/cpp/class_typedef_returns.cpp"
                      return "empty"; }
    case Mode::Partial: { __srcinst_site = 2;
#line 74 "corpus/cpp/class_typedef_returns.cpp"
                        return "partial"; }
    case Mode::Full: { __srcinst_site = 3;
#line 75 "corpus/cpp/class_typedef_returns.cpp"
                     return "full"; }
    }
    { __srcinst_site = 4;
#line 77 "corpus/cpp/class_typedef_returns.cpp"
    return "?"; }
}

template <typename T>
class Bag {
public:
    using iterator = typename std::vector<T>::iterator;
    typedef const T &const_reference;
    void put(const T &v) {
fprintf(stderr, "enter %s (%s:%d)\n", "void Bag<T>::put(const T &)", "corpus/cpp/class_typedef_returns.cpp", 85);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "void Bag<T>::put(const T &)", "corpus/cpp/class_typedef_returns.cpp", 85);
});
#line 85 "corpus/cpp/class_typedef_returns.cpp"
                           items_.push_back(v); }
    iterator begin();
    iterator end();
    const_reference front() const;

private:
    std::vector<T> items_;
};

template <typename T>
typename Bag<T>::iterator Bag<T>::begin()
{
fprintf(stderr, "enter %s (%s:%d)\n", "typename Bag<T>::iterator Bag<T>::begin()", "corpus/cpp/class_typedef_returns.cpp", 96);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "typename Bag<T>::iterator Bag<T>::begin()", "corpus/cpp/class_typedef_returns.cpp", 97);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "typename Bag<T>::iterator Bag<T>::begin()", "corpus/cpp/class_typedef_returns.cpp", 98);
} break;
}
});
#line 96 "corpus/cpp/class_typedef_returns.cpp"
 
    { __srcinst_site = 1;
#line 97 "corpus/cpp/class_typedef_returns.cpp"
    return items_.begin(); }
}

template <typename T>
auto Bag<T>::end() -> iterator
{
fprintf(stderr, "enter %s (%s:%d)\n", "iterator Bag<T>::end()", "corpus/cpp/class_typedef_returns.cpp", 102);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "iterator Bag<T>::end()", "corpus/cpp/class_typedef_returns.cpp", 103);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "iterator Bag<T>::end()", "corpus/cpp/class_typedef_returns.cpp", 104);
} break;
}
});
#line 102 "corpus/cpp/class_typedef_returns.cpp"
 
    { __srcinst_site = 1;
#line 103 "corpus/cpp/class_typedef_returns.cpp"
    return items_.end(); }
}

template <typename T>
typename Bag<T>::const_reference Bag<T>::front() const
{
fprintf(stderr, "enter %s (%s:%d)\n", "typename Bag<T>::const_reference Bag<T>::front() const", "corpus/cpp/class_typedef_returns.cpp", 108);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "typename Bag<T>::const_reference Bag<T>::front() const", "corpus/cpp/class_typedef_returns.cpp", 109);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "typename Bag<T>::const_reference Bag<T>::front() const", "corpus/cpp/class_typedef_returns.cpp", 110);
} break;
}
});
#line 108 "corpus/cpp/class_typedef_returns.cpp"
 
    { __srcinst_site = 1;
#line 109 "corpus/cpp/class_typedef_returns.cpp"
    return items_.front(); }
}

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/cpp/class_typedef_returns.cpp", 113);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/cpp/class_typedef_returns.cpp", 113);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/class_typedef_returns.cpp", 131);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/class_typedef_returns.cpp", 132);
} break;
}
});
#line 113 "corpus/cpp/class_typedef_returns.cpp"
 
    Buffer buf(3);
    std::printf("mode=%s last=%d\n", Buffer::mode_name(buf.mode()), buf.last());
    buf.add(4);
    buf.add(5);
    std::printf("mode=%s size=%zu cap=%zu\n", Buffer::mode_name(buf.mode()), buf.size(), buf.capacity());
    buf.add(6);
    buf.add(7);
    Buffer::Stats st = buf.stats();
    std::printf("mode=%s last=%d used=%zu free=%zu\n", Buffer::mode_name(buf.mode()), buf.last(),
                st.used, st.free);
    Bag<double> bag;
    bag.put(1.25);
    bag.put(2.5);
    double total = 0;
    for (Bag<double>::iterator it = bag.begin(); it != bag.end(); ++it)
        total += *it;
    std::printf("bag total=%.2f front=%.2f\n", total, bag.front());
    { __srcinst_site = 1;
#line 131 "corpus/cpp/class_typedef_returns.cpp"
    return 0; }
}
