#line 1 "corpus/c/c89_tabs.c"
/* srcinst-test: std=c89 */
/* Strict C89 with tab indentation: declarations only at the top of blocks,
	no // comments, tabs between tokens, including after return. */
#include <stdio.h>
#include <string.h>
#include <srcinst_trace.h>
#line 6 "corpus/c/c89_tabs.c"

struct	stack {
	int	items[16];
	int	top;
};

static	void	push(struct stack *s, int v)
{
static const srcinst_region __srcinst_region = { "void push(struct stack *, int)", "corpus/c/c89_tabs.c", 13 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 13 "corpus/c/c89_tabs.c"
 
	if	(s->top >= 16)
		return;
	s->items[s->top++] = v;
}
#line 17 "corpus/c/c89_tabs.c"
}

static	int	pop(struct stack *s)
{
static const srcinst_region __srcinst_region = { "int pop(struct stack *)", "corpus/c/c89_tabs.c", 20 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 20 "corpus/c/c89_tabs.c"
 
	if (s->top == 0)	return	-1;
	return	s->items[--s->top];
}
#line 23 "corpus/c/c89_tabs.c"
}

static	int
eval_rpn(const char *expr)
{
static const srcinst_region __srcinst_region = { "int eval_rpn(const char *)", "corpus/c/c89_tabs.c", 27 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 27 "corpus/c/c89_tabs.c"
 
	struct stack st;
	const char *p;
	st.top = 0;
	for (p = expr; *p; p++) {
		int a, b;
		if (*p >= '0' && *p <= '9') {
			push(&st, *p - '0');
			continue;
		}
		if (*p == ' ')
			continue;
		b = pop(&st);
		a = pop(&st);
		switch (*p) {
		case '+':	push(&st, a + b);	break;
		case '-':	push(&st, a - b);	break;
		case '*':	push(&st, a * b);	break;
		default:	return	-999;
		}
	}
	return	pop(&st);
}
#line 49 "corpus/c/c89_tabs.c"
}

static	void	reverse(char *s)
{
static const srcinst_region __srcinst_region = { "void reverse(char *)", "corpus/c/c89_tabs.c", 52 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 52 "corpus/c/c89_tabs.c"
 
	size_t	i, n;
	char	t;
	n = strlen(s);
	for (i = 0; i < n / 2; i++) {
		t = s[i];
		s[i] = s[n - 1 - i];
		s[n - 1 - i] = t;
	}
}
#line 61 "corpus/c/c89_tabs.c"
}

int	main(int argc, char **argv)
{
static const srcinst_region __srcinst_region = { "int main(int, char **)", "corpus/c/c89_tabs.c", 64 }; SRCINST_TRACE_SCOPE(&__srcinst_region);
srcinst_trace_init(0, 0);
SRCINST_TRACE_ENTER(&__srcinst_region);
{
#line 64 "corpus/c/c89_tabs.c"
 
	char	buf[32];
	int	r;

	(void)argc;
	(void)argv;
	r = eval_rpn("3 4 + 2 *");
	printf("rpn=%d\n", r);
	printf("rpn2=%d\n", eval_rpn("9 5 - 7 *"));
	printf("bad=%d\n", eval_rpn("1 2 /"));
	strcpy(buf, "tabs\tinside");
	reverse(buf);
	printf("reversed=[%s]\n", buf);
	return	0;
}
#line 78 "corpus/c/c89_tabs.c"
}
