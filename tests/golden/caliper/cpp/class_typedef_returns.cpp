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
#include <caliper/cali.h>
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
cali_begin_region("Buffer::Buffer(size_type)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Buffer::Buffer(size_type)");
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
cali_begin_region("void Buffer::add(value_type)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("void Buffer::add(value_type)");
});
#line 34 "corpus/cpp/class_typedef_returns.cpp"
 
    if (data_.size() >= cap_)
        return;
    data_.push_back(v);
}

Buffer::size_type Buffer::size() const
{
cali_begin_region("Buffer::size_type Buffer::size() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Buffer::size_type Buffer::size() const");
});
#line 41 "corpus/cpp/class_typedef_returns.cpp"
 
    return data_.size();
}

Buffer::size_type
Buffer::capacity() const
{
cali_begin_region("Buffer::size_type Buffer::capacity() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Buffer::size_type Buffer::capacity() const");
});
#line 47 "corpus/cpp/class_typedef_returns.cpp"
 
    return cap_;
}

Buffer::value_type Buffer::last() const
{
cali_begin_region("Buffer::value_type Buffer::last() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Buffer::value_type Buffer::last() const");
});
#line 52 "corpus/cpp/class_typedef_returns.cpp"
 
    if (data_.empty())
        return -1;
    return data_.back();
}

Buffer::Mode Buffer::mode() const
{
cali_begin_region("Buffer::Mode Buffer::mode() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Buffer::Mode Buffer::mode() const");
});
#line 59 "corpus/cpp/class_typedef_returns.cpp"
 
    if (data_.empty())
        return Mode::Empty;
    return data_.size() == cap_ ? Mode::Full : Mode::Partial;
}

Buffer::Stats Buffer::stats() const
{
cali_begin_region("Buffer::Stats Buffer::stats() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("Buffer::Stats Buffer::stats() const");
});
#line 66 "corpus/cpp/class_typedef_returns.cpp"
 
    return Stats{size(), cap_ - size()};
}

const char *Buffer::mode_name(Mode m)
{
cali_begin_region("const char * Buffer::mode_name(Mode)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("const char * Buffer::mode_name(Mode)");
});
#line 71 "corpus/cpp/class_typedef_returns.cpp"
 
    switch (m) {
    case Mode::Empty: return "empty";
    case Mode::Partial: return "partial";
    case Mode::Full: return "full";
    }
    return "?";
}

template <typename T>
class Bag {
public:
    using iterator = typename std::vector<T>::iterator;
    typedef const T &const_reference;
    void put(const T &v) {
cali_begin_region("void Bag<T>::put(const T &)");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("void Bag<T>::put(const T &)");
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
cali_begin_region("typename Bag<T>::iterator Bag<T>::begin()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("typename Bag<T>::iterator Bag<T>::begin()");
});
#line 96 "corpus/cpp/class_typedef_returns.cpp"
 
    return items_.begin();
}

template <typename T>
auto Bag<T>::end() -> iterator
{
cali_begin_region("iterator Bag<T>::end()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("iterator Bag<T>::end()");
});
#line 102 "corpus/cpp/class_typedef_returns.cpp"
 
    return items_.end();
}

template <typename T>
typename Bag<T>::const_reference Bag<T>::front() const
{
cali_begin_region("typename Bag<T>::const_reference Bag<T>::front() const");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("typename Bag<T>::const_reference Bag<T>::front() const");
});
#line 108 "corpus/cpp/class_typedef_returns.cpp"
 
    return items_.front();
}

int main()
{
cali_begin_region("int main()");
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
cali_end_region("int main()");
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
    return 0;
}
