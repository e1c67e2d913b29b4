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
#line 1 "corpus/cpp/move_only.cpp"
// srcinst-test: std=c++17
// Returning move-only types: std::unique_ptr from factories, from by-value
// parameters (implicit move), with a converting move to a base pointer, and
// a user-defined move-only type whose copy constructor is deleted.
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <stdio.h>
#line 9 "corpus/cpp/move_only.cpp"

struct Node {
    int value;
    std::unique_ptr<Node> next;
    explicit Node(int v) : value(v) {
fprintf(stderr, "enter %s (%s:%d)\n", "Node::Node(int)", "corpus/cpp/move_only.cpp", 13);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Node::Node(int)", "corpus/cpp/move_only.cpp", 13);
});
#line 13 "corpus/cpp/move_only.cpp"
                                     }
};

static std::unique_ptr<Node> make_node(int v)
{
fprintf(stderr, "enter %s (%s:%d)\n", "std::unique_ptr<Node> make_node(int)", "corpus/cpp/move_only.cpp", 17);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::unique_ptr<Node> make_node(int)", "corpus/cpp/move_only.cpp", 18);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::unique_ptr<Node> make_node(int)", "corpus/cpp/move_only.cpp", 19);
} break;
}
});
#line 17 "corpus/cpp/move_only.cpp"
 
    { __srcinst_site = 1;
#line 18 "corpus/cpp/move_only.cpp"
    return std::make_unique<Node>(v); }
}

static std::unique_ptr<Node> prepend(std::unique_ptr<Node> head, int v)
{
fprintf(stderr, "enter %s (%s:%d)\n", "std::unique_ptr<Node> prepend(std::unique_ptr<Node>, int)", "corpus/cpp/move_only.cpp", 22);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::unique_ptr<Node> prepend(std::unique_ptr<Node>, int)", "corpus/cpp/move_only.cpp", 25);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::unique_ptr<Node> prepend(std::unique_ptr<Node>, int)", "corpus/cpp/move_only.cpp", 26);
} break;
}
});
#line 22 "corpus/cpp/move_only.cpp"
 
    auto n = make_node(v);
    n->next = std::move(head);
    { __srcinst_site = 1;
#line 25 "corpus/cpp/move_only.cpp"
    return n; }                       // implicit move of a local
}

static std::unique_ptr<Node> passthrough(std::unique_ptr<Node> p)
{
fprintf(stderr, "enter %s (%s:%d)\n", "std::unique_ptr<Node> passthrough(std::unique_ptr<Node>)", "corpus/cpp/move_only.cpp", 29);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::unique_ptr<Node> passthrough(std::unique_ptr<Node>)", "corpus/cpp/move_only.cpp", 31);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::unique_ptr<Node> passthrough(std::unique_ptr<Node>)", "corpus/cpp/move_only.cpp", 32);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::unique_ptr<Node> passthrough(std::unique_ptr<Node>)", "corpus/cpp/move_only.cpp", 33);
} break;
}
});
#line 29 "corpus/cpp/move_only.cpp"
 
    if (!p)
        { __srcinst_site = 1;
#line 31 "corpus/cpp/move_only.cpp"
        return nullptr; }
    { __srcinst_site = 2;
#line 32 "corpus/cpp/move_only.cpp"
    return p; }                       // implicit move of a by-value parameter
}

struct Base {
    virtual ~Base() = default;
    virtual int id() const {
fprintf(stderr, "enter %s (%s:%d)\n", "int Base::id() const", "corpus/cpp/move_only.cpp", 37);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int Base::id() const", "corpus/cpp/move_only.cpp", 37);
});
#line 37 "corpus/cpp/move_only.cpp"
                             return 1; }
};
struct Derived : Base {
    int id() const override {
fprintf(stderr, "enter %s (%s:%d)\n", "int Derived::id() const", "corpus/cpp/move_only.cpp", 40);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "int Derived::id() const", "corpus/cpp/move_only.cpp", 40);
});
#line 40 "corpus/cpp/move_only.cpp"
                              return 2; }
};

static std::unique_ptr<Base> make_base(bool derived)
{
fprintf(stderr, "enter %s (%s:%d)\n", "std::unique_ptr<Base> make_base(bool)", "corpus/cpp/move_only.cpp", 44);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::unique_ptr<Base> make_base(bool)", "corpus/cpp/move_only.cpp", 47);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::unique_ptr<Base> make_base(bool)", "corpus/cpp/move_only.cpp", 49);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "std::unique_ptr<Base> make_base(bool)", "corpus/cpp/move_only.cpp", 50);
} break;
}
});
#line 44 "corpus/cpp/move_only.cpp"
 
    if (derived) {
        std::unique_ptr<Derived> d(new Derived);
        { __srcinst_site = 1;
#line 47 "corpus/cpp/move_only.cpp"
        return d; }                   // converting move unique_ptr<Derived> -> <Base>
    }
    { __srcinst_site = 2;
#line 49 "corpus/cpp/move_only.cpp"
    return std::unique_ptr<Base>(new Base); }
}

class Handle {
public:
    explicit Handle(std::string name) : name_(std::move(name)) {
fprintf(stderr, "enter %s (%s:%d)\n", "Handle::Handle(std::string)", "corpus/cpp/move_only.cpp", 54);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Handle::Handle(std::string)", "corpus/cpp/move_only.cpp", 54);
});
#line 54 "corpus/cpp/move_only.cpp"
                                                                }
    Handle(const Handle &) = delete;
    Handle &operator=(const Handle &) = delete;
    Handle(Handle &&o) noexcept : name_(std::move(o.name_)) {
fprintf(stderr, "enter %s (%s:%d)\n", "Handle::Handle(Handle &&)", "corpus/cpp/move_only.cpp", 57);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "Handle::Handle(Handle &&)", "corpus/cpp/move_only.cpp", 57);
});
#line 57 "corpus/cpp/move_only.cpp"
                                                              o.name_ = "<moved-from>"; }
    Handle &operator=(Handle &&) = delete;
    const std::string &name() const {
fprintf(stderr, "enter %s (%s:%d)\n", "const std::string & Handle::name() const", "corpus/cpp/move_only.cpp", 59);
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
fprintf(stderr, "leave %s (%s:%d)\n", "const std::string & Handle::name() const", "corpus/cpp/move_only.cpp", 59);
});
#line 59 "corpus/cpp/move_only.cpp"
                                      return name_; }

private:
    std::string name_;
};

static Handle open_handle(const char *name, bool uppercase)
{
fprintf(stderr, "enter %s (%s:%d)\n", "Handle open_handle(const char *, bool)", "corpus/cpp/move_only.cpp", 66);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Handle open_handle(const char *, bool)", "corpus/cpp/move_only.cpp", 70);
} break;
case 2: {
fprintf(stderr, "leave %s (%s:%d)\n", "Handle open_handle(const char *, bool)", "corpus/cpp/move_only.cpp", 72);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Handle open_handle(const char *, bool)", "corpus/cpp/move_only.cpp", 73);
} break;
}
});
#line 66 "corpus/cpp/move_only.cpp"
 
    Handle h(name);
    if (uppercase) {
        Handle other("UPPER");
        { __srcinst_site = 1;
#line 70 "corpus/cpp/move_only.cpp"
        return other; }
    }
    { __srcinst_site = 2;
#line 72 "corpus/cpp/move_only.cpp"
    return h; }
}

static Handle choose(Handle a, Handle b, bool first)
{
fprintf(stderr, "enter %s (%s:%d)\n", "Handle choose(Handle, Handle, bool)", "corpus/cpp/move_only.cpp", 76);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "Handle choose(Handle, Handle, bool)", "corpus/cpp/move_only.cpp", 77);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "Handle choose(Handle, Handle, bool)", "corpus/cpp/move_only.cpp", 78);
} break;
}
});
#line 76 "corpus/cpp/move_only.cpp"
 
    { __srcinst_site = 1;
#line 77 "corpus/cpp/move_only.cpp"
    return first ? std::move(a) : std::move(b); }
}

static int list_sum(const Node *n)
{
fprintf(stderr, "enter %s (%s:%d)\n", "int list_sum(const Node *)", "corpus/cpp/move_only.cpp", 81);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int list_sum(const Node *)", "corpus/cpp/move_only.cpp", 85);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int list_sum(const Node *)", "corpus/cpp/move_only.cpp", 86);
} break;
}
});
#line 81 "corpus/cpp/move_only.cpp"
 
    int s = 0;
    for (; n; n = n->next.get())
        s += n->value;
    { __srcinst_site = 1;
#line 85 "corpus/cpp/move_only.cpp"
    return s; }
}

int main()
{
int __srcinst_argc = 1;
fprintf(stderr, "init argc=%d (%s:%d)\n", __srcinst_argc, "corpus/cpp/move_only.cpp", 89);
fprintf(stderr, "enter %s (%s:%d)\n", "int main()", "corpus/cpp/move_only.cpp", 89);
int __srcinst_site = 0;
auto __srcinst_exit_guard = ::__srcinst_on_exit([&]() {
switch (__srcinst_site) {
case 1: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/move_only.cpp", 101);
} break;
default: {
fprintf(stderr, "leave %s (%s:%d)\n", "int main()", "corpus/cpp/move_only.cpp", 102);
} break;
}
});
#line 89 "corpus/cpp/move_only.cpp"
 
    std::unique_ptr<Node> list;
    for (int i = 1; i <= 4; ++i)
        list = prepend(std::move(list), i * i);
    list = passthrough(std::move(list));
    std::printf("head=%d sum=%d null=%d\n", list->value, list_sum(list.get()),
                passthrough(nullptr) == nullptr);
    std::printf("ids=%d %d\n", make_base(false)->id(), make_base(true)->id());
    Handle h1 = open_handle("file.txt", false);
    Handle h2 = open_handle("ignored", true);
    Handle h3 = choose(Handle("left"), Handle("right"), false);
    std::printf("handles=%s %s %s\n", h1.name().c_str(), h2.name().c_str(), h3.name().c_str());
    { __srcinst_site = 1;
#line 101 "corpus/cpp/move_only.cpp"
    return 0; }
}
