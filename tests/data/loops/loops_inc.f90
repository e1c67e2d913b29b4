    total = total + 1
