#line 1 "corpus/cpp/move_only.cpp"
// srcinst-test: std=c++17
// Returning move-only types: std::unique_ptr from factories, from by-value
// parameters (implicit move), with a converting move to a base pointer, and
// a user-defined move-only type whose copy constructor is deleted.
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <TAU.h>
#line 9 "corpus/cpp/move_only.cpp"

struct Node {
    int value;
    std::unique_ptr<Node> next;
    explicit Node(int v) : value(v) {
TAU_PROFILE("Node::Node(int)", " ", TAU_USER);
#line 13 "corpus/cpp/move_only.cpp"
                                     }
};

static std::unique_ptr<Node> make_node(int v)
{
TAU_PROFILE("std::unique_ptr<Node> make_node(int)", " ", TAU_USER);
#line 17 "corpus/cpp/move_only.cpp"
 
    return std::make_unique<Node>(v);
}

static std::unique_ptr<Node> prepend(std::unique_ptr<Node> head, int v)
{
TAU_PROFILE("std::unique_ptr<Node> prepend(std::unique_ptr<Node>, int)", " ", TAU_USER);
#line 22 "corpus/cpp/move_only.cpp"
 
    auto n = make_node(v);
    n->next = std::move(head);
    return n;                       // implicit move of a local
}

static std::unique_ptr<Node> passthrough(std::unique_ptr<Node> p)
{
TAU_PROFILE("std::unique_ptr<Node> passthrough(std::unique_ptr<Node>)", " ", TAU_USER);
#line 29 "corpus/cpp/move_only.cpp"
 
    if (!p)
        return nullptr;
    return p;                       // implicit move of a by-value parameter
}

struct Base {
    virtual ~Base() = default;
    virtual int id() const {
TAU_PROFILE("int Base::id() const", " ", TAU_USER);
#line 37 "corpus/cpp/move_only.cpp"
                             return 1; }
};
struct Derived : Base {
    int id() const override {
TAU_PROFILE("int Derived::id() const", " ", TAU_USER);
#line 40 "corpus/cpp/move_only.cpp"
                              return 2; }
};

static std::unique_ptr<Base> make_base(bool derived)
{
TAU_PROFILE("std::unique_ptr<Base> make_base(bool)", " ", TAU_USER);
#line 44 "corpus/cpp/move_only.cpp"
 
    if (derived) {
        std::unique_ptr<Derived> d(new Derived);
        return d;                   // converting move unique_ptr<Derived> -> <Base>
    }
    return std::unique_ptr<Base>(new Base);
}

class Handle {
public:
    explicit Handle(std::string name) : name_(std::move(name)) {
TAU_PROFILE("Handle::Handle(std::string)", " ", TAU_USER);
#line 54 "corpus/cpp/move_only.cpp"
                                                                }
    Handle(const Handle &) = delete;
    Handle &operator=(const Handle &) = delete;
    Handle(Handle &&o) noexcept : name_(std::move(o.name_)) {
TAU_PROFILE("Handle::Handle(Handle &&)", " ", TAU_USER);
#line 57 "corpus/cpp/move_only.cpp"
                                                              o.name_ = "<moved-from>"; }
    Handle &operator=(Handle &&) = delete;
    const std::string &name() const {
TAU_PROFILE("const std::string & Handle::name() const", " ", TAU_USER);
#line 59 "corpus/cpp/move_only.cpp"
                                      return name_; }

private:
    std::string name_;
};

static Handle open_handle(const char *name, bool uppercase)
{
TAU_PROFILE("Handle open_handle(const char *, bool)", " ", TAU_USER);
#line 66 "corpus/cpp/move_only.cpp"
 
    Handle h(name);
    if (uppercase) {
        Handle other("UPPER");
        return other;
    }
    return h;
}

static Handle choose(Handle a, Handle b, bool first)
{
TAU_PROFILE("Handle choose(Handle, Handle, bool)", " ", TAU_USER);
#line 76 "corpus/cpp/move_only.cpp"
 
    return first ? std::move(a) : std::move(b);
}

static int list_sum(const Node *n)
{
TAU_PROFILE("int list_sum(const Node *)", " ", TAU_USER);
#line 81 "corpus/cpp/move_only.cpp"
 
    int s = 0;
    for (; n; n = n->next.get())
        s += n->value;
    return s;
}

int main()
{
int __srcinst_argc = 1;
char *__srcinst_argv_data[] = { (char *) "unknown", 0 };
char **__srcinst_argv = __srcinst_argv_data;
TAU_PROFILE("int main()", " ", TAU_DEFAULT);
TAU_INIT(&__srcinst_argc, &__srcinst_argv);
TAU_PROFILE_SET_NODE(0);
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
    return 0;
}
