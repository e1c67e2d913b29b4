#line 1 "corpus/cpp/move_only.cpp"
// srcinst-test: std=c++17
// Returning move-only types: std::unique_ptr from factories, from by-value
// parameters (implicit move), with a converting move to a base pointer, and
// a user-defined move-only type whose copy constructor is deleted.
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <opari2/pomp2_lib.h>
#line 9 "corpus/cpp/move_only.cpp"

struct Node {
    int value;
    std::unique_ptr<Node> next;
    explicit Node(int v) : value(v) {}
};

static std::unique_ptr<Node> make_node(int v)
{
    return std::make_unique<Node>(v);
}

static std::unique_ptr<Node> prepend(std::unique_ptr<Node> head, int v)
{
    auto n = make_node(v);
    n->next = std::move(head);
    return n;                       // implicit move of a local
}

static std::unique_ptr<Node> passthrough(std::unique_ptr<Node> p)
{
    if (!p)
        return nullptr;
    return p;                       // implicit move of a by-value parameter
}

struct Base {
    virtual ~Base() = default;
    virtual int id() const { return 1; }
};
struct Derived : Base {
    int id() const override { return 2; }
};

static std::unique_ptr<Base> make_base(bool derived)
{
    if (derived) {
        std::unique_ptr<Derived> d(new Derived);
        return d;                   // converting move unique_ptr<Derived> -> <Base>
    }
    return std::unique_ptr<Base>(new Base);
}

class Handle {
public:
    explicit Handle(std::string name) : name_(std::move(name)) {}
    Handle(const Handle &) = delete;
    Handle &operator=(const Handle &) = delete;
    Handle(Handle &&o) noexcept : name_(std::move(o.name_)) { o.name_ = "<moved-from>"; }
    Handle &operator=(Handle &&) = delete;
    const std::string &name() const { return name_; }

private:
    std::string name_;
};

static Handle open_handle(const char *name, bool uppercase)
{
    Handle h(name);
    if (uppercase) {
        Handle other("UPPER");
        return other;
    }
    return h;
}

static Handle choose(Handle a, Handle b, bool first)
{
    return first ? std::move(a) : std::move(b);
}

static int list_sum(const Node *n)
{
    int s = 0;
    for (; n; n = n->next.get())
        s += n->value;
    return s;
}

int main()
{
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
    return 0;
}
