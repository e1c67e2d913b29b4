#line 1 "corpus/cpp/member_functions.cpp"
// srcinst-test: std=c++17
// Member functions defined in and out of the class, const and ref-qualified
// members, static member functions, overloads and default arguments.
#include <cstdio>
#include <string>
#include <opari2/pomp2_lib.h>
#line 6 "corpus/cpp/member_functions.cpp"

class Account {
public:
    explicit Account(std::string owner) : owner_(std::move(owner)) {}

    bool deposit(long amount)
    {
        if (amount <= 0)
            return false;
        balance_ += amount;
        ++operations_;
        return true;
    }

    bool withdraw(long amount);
    long balance() const { return balance_; }
    const std::string &owner() const & { return owner_; }
    std::string owner() && { return std::move(owner_); }

    static int instances() { return instances_; }
    static Account make(const char *name);

    int operations() const;
    void reset(long to = 0) { balance_ = to; }
    void reset(const char *reason) { std::printf("reset: %s\n", reason); reset(); }

private:
    std::string owner_;
    long balance_ = 0;
    int operations_ = 0;
    static int instances_;
};

int Account::instances_ = 0;

bool Account::withdraw(long amount)
{
    if (amount > balance_) {
        std::printf("%s: insufficient funds\n", owner_.c_str());
        return false;
    }
    balance_ -= amount;
    ++operations_;
    return true;
}

Account Account::make(const char *name)
{
    ++instances_;
    return Account(name);
}

int Account::operations() const
{
    return operations_;
}

struct Counter {
    int value = 0;
    Counter &inc() { ++value; return *this; }
    Counter *self() { return this; }
};

int main()
{
    Account a = Account::make("alice");
    a.deposit(100);
    a.deposit(-5);
    a.withdraw(30);
    a.withdraw(500);
    std::printf("%s balance=%ld ops=%d instances=%d\n", a.owner().c_str(), a.balance(),
                a.operations(), Account::instances());
    a.reset("audit");
    a.reset(7);
    std::printf("after reset=%ld\n", a.balance());
    std::string moved = Account::make("bob").owner();
    std::printf("moved owner=%s instances=%d\n", moved.c_str(), Account::instances());
    Counter c;
    c.inc().inc().self()->inc();
    std::printf("counter=%d\n", c.value);
    return 0;
}
