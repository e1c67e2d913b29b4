#line 1 "corpus/cpp/class_typedef_returns.cpp"
// srcinst-test: std=c++17
// Out-of-class member definitions whose return types are class-local names:
// typedefs, using-aliases, nested classes and nested enums, including the
// `typename Tmpl<T>::name` form for class templates.
#include <cstddef>
#include <cstdio>
#include <vector>
#include <scorep/SCOREP_User.h>
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
SCOREP_USER_REGION( "Buffer::Buffer(size_type)", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION( "void Buffer::add(value_type)", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 34 "corpus/cpp/class_typedef_returns.cpp"
 
    if (data_.size() >= cap_)
        return;
    data_.push_back(v);
}

Buffer::size_type Buffer::size() const
{
SCOREP_USER_REGION( "Buffer::size_type Buffer::size() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 41 "corpus/cpp/class_typedef_returns.cpp"
 
    return data_.size();
}

Buffer::size_type
Buffer::capacity() const
{
SCOREP_USER_REGION( "Buffer::size_type Buffer::capacity() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 47 "corpus/cpp/class_typedef_returns.cpp"
 
    return cap_;
}

Buffer::value_type Buffer::last() const
{
SCOREP_USER_REGION( "Buffer::value_type Buffer::last() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 52 "corpus/cpp/class_typedef_returns.cpp"
 
    if (data_.empty())
        return -1;
    return data_.back();
}

Buffer::Mode Buffer::mode() const
{
SCOREP_USER_REGION( "Buffer::Mode Buffer::mode() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 59 "corpus/cpp/class_typedef_returns.cpp"
 
    if (data_.empty())
        return Mode::Empty;
    return data_.size() == cap_ ? Mode::Full : Mode::Partial;
}

Buffer::Stats Buffer::stats() const
{
SCOREP_USER_REGION( "Buffer::Stats Buffer::stats() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 66 "corpus/cpp/class_typedef_returns.cpp"
 
    return Stats{size(), cap_ - size()};
}

const char *Buffer::mode_name(Mode m)
{
SCOREP_USER_REGION( "const char * Buffer::mode_name(Mode)", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION( "void Bag<T>::put(const T &)", SCOREP_USER_REGION_TYPE_FUNCTION );
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
SCOREP_USER_REGION( "typename Bag<T>::iterator Bag<T>::begin()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 96 "corpus/cpp/class_typedef_returns.cpp"
 
    return items_.begin();
}

template <typename T>
auto Bag<T>::end() -> iterator
{
SCOREP_USER_REGION( "iterator Bag<T>::end()", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 102 "corpus/cpp/class_typedef_returns.cpp"
 
    return items_.end();
}

template <typename T>
typename Bag<T>::const_reference Bag<T>::front() const
{
SCOREP_USER_REGION( "typename Bag<T>::const_reference Bag<T>::front() const", SCOREP_USER_REGION_TYPE_FUNCTION );
#line 108 "corpus/cpp/class_typedef_returns.cpp"
 
    return items_.front();
}

int main()
{
SCOREP_USER_REGION( "int main()", SCOREP_USER_REGION_TYPE_FUNCTION );
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
