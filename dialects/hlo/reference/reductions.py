"""PLACEHOLDER: reference semantics of the reductions ops."""
