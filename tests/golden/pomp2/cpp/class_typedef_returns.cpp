#line 1 "corpus/cpp/class_typedef_returns.cpp"
// srcinst-test: std=c++17
// Out-of-class member definitions whose return types are class-local names:
// typedefs, using-aliases, nested classes and nested enums, including the
// `typename Tmpl<T>::name` form for class templates.
#include <cstddef>
#include <cstdio>
#include <vector>
#include <opari2/pomp2_lib.h>
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

    explicit Buffer(size_type cap) : cap_(cap) {}
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
    if (data_.size() >= cap_)
        return;
    data_.push_back(v);
}

Buffer::size_type Buffer::size() const
{
    return data_.size();
}

Buffer::size_type
Buffer::capacity() const
{
    return cap_;
}

Buffer::value_type Buffer::last() const
{
    if (data_.empty())
        return -1;
    return data_.back();
}

Buffer::Mode Buffer::mode() const
{
    if (data_.empty())
        return Mode::Empty;
    return data_.size() == cap_ ? Mode::Full : Mode::Partial;
}

Buffer::Stats Buffer::stats() const
{
    return Stats{size(), cap_ - size()};
}

const char *Buffer::mode_name(Mode m)
{
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
    void put(const T &v) { items_.push_back(v); }
    iterator begin();
    iterator end();
    const_reference front() const;

private:
    std::vector<T> items_;
};

template <typename T>
typename Bag<T>::iterator Bag<T>::begin()
{
    return items_.begin();
}

template <typename T>
auto Bag<T>::end() -> iterator
{
    return items_.end();
}

template <typename T>
typename Bag<T>::const_reference Bag<T>::front() const
{
    return items_.front();
}

int main()
{
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
