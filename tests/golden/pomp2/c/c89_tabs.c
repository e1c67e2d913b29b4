#line 1 "corpus/c/c89_tabs.c"
/* srcinst-test: std=c89 */
/* Strict C89 with tab indentation: declarations only at the top of blocks,
	no // comments, tabs between tokens, including after return. */
#include <stdio.h>
#include <string.h>
#include <opari2/pomp2_lib.h>
#line 6 "corpus/c/c89_tabs.c"

struct	stack {
	int	items[16];
	int	top;
};

static	void	push(struct stack *s, int v)
{
	if	(s->top >= 16)
		return;
	s->items[s->top++] = v;
}

static	int	pop(struct stack *s)
{
	if (s->top == 0)	return	-1;
	return	s->items[--s->top];
}

static	int
eval_rpn(const char *expr)
{
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

static	void	reverse(char *s)
{
	size_t	i, n;
	char	t;
	n = strlen(s);
	for (i = 0; i < n / 2; i++) {
		t = s[i];
		s[i] = s[n - 1 - i];
		s[n - 1 - i] = t;
	}
}

int	main(int argc, char **argv)
{
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
