from srcinst.cli import main

main()
