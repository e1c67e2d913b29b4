"""The shipped toolset specs (*.spec), found by `-s NAME`.

The top-level folder specs/ installs as the package srcinst.specs; it holds
data only and imports nothing.
"""
