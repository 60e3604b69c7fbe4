(define (problem plan_trial_T00000000_000001_000174)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        ForkType - otype
        KettleType - otype
        KnifeType - otype
        PotType - otype
        SpatulaType - otype
        SpoonType - otype
        Pot_bar__plus_02_dot_63_bar__plus_00_dot_59_bar__plus_01_dot_72 - object
        Pot_bar__plus_02_dot_72_bar__plus_00_dot_14_bar__minus_01_dot_07 - object
        Pot_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_00_dot_41 - object
        Apple_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__minus_01_dot_02 - object
        DishSponge_bar__minus_01_dot_58_bar__plus_01_dot_17_bar__minus_01_dot_17 - object
        DishSponge_bar__minus_02_dot_05_bar__plus_01_dot_16_bar__minus_02_dot_40 - object
        Fork_bar__plus_02_dot_23_bar__plus_00_dot_11_bar__plus_00_dot_56 - object
        Fork_bar__plus_01_dot_74_bar__plus_01_dot_36_bar__minus_00_dot_14 - object
        Kettle_bar__plus_01_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_49 - object
        Spatula_bar__minus_02_dot_57_bar__plus_00_dot_46_bar__plus_02_dot_16 - object
        Spoon_bar__plus_02_dot_35_bar__plus_00_dot_34_bar__plus_01_dot_75 - object
        Spoon_bar__plus_00_dot_02_bar__plus_01_dot_39_bar__minus_00_dot_64 - object
        Cabinet_bar__plus_00_dot_02_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_00_dot_33_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_00_dot_36_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_02_bar__plus_00_dot_40_bar__minus_00_dot_30 - receptacle
        Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 - receptacle
        Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00 - receptacle
        CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60 - receptacle
        Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 - receptacle
        loc_bar_0_bar_0_bar_2_bar__minus_30 - location
        loc_bar_12_bar_2_bar_2_bar_30 - location
        loc_bar_1_bar_0_bar_0_bar_30 - location
        loc_bar_1_bar_0_bar_2_bar__minus_30 - location
        loc_bar_4_bar_1_bar_2_bar_30 - location
        loc_bar_5_bar_3_bar_0_bar__minus_30 - location
        loc_bar_6_bar_11_bar_1_bar_30 - location
        loc_bar_7_bar_0_bar_2_bar__minus_30 - location
        loc_bar_7_bar_2_bar_2_bar_30 - location
        loc_bar_8_bar_0_bar_2_bar__minus_30 - location
        loc_bar_9_bar_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar_3_bar_0_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_6_bar_11_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_02_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_02_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar__minus_1_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_02_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_00_dot_33_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_33_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_0_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_33_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_00_dot_36_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_36_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_1_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_36_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_02_bar__plus_00_dot_40_bar__minus_00_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_02_bar__plus_00_dot_40_bar__minus_00_dot_30 loc_bar_7_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_02_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (receptacleType Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_5_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_7_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 loc_bar_9_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (receptacleType Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_8_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00 loc_bar_1_bar_0_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00)
        (receptacleType CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60 loc_bar_4_bar_1_bar_2_bar_30)
        (receptacleType Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 loc_bar_12_bar_2_bar_2_bar_30)
        (openable Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType KettleType)
        (canContain CabinetType PotType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType AppleType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (objectType Pot_bar__plus_02_dot_63_bar__plus_00_dot_59_bar__plus_01_dot_72 PotType)
        (inReceptacle Pot_bar__plus_02_dot_63_bar__plus_00_dot_59_bar__plus_01_dot_72 Cabinet_bar__plus_00_dot_02_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (objectAtLocation Pot_bar__plus_02_dot_63_bar__plus_00_dot_59_bar__plus_01_dot_72 loc_bar__minus_1_bar_3_bar_0_bar__minus_30)
        (pickupable Pot_bar__plus_02_dot_63_bar__plus_00_dot_59_bar__plus_01_dot_72)
        (cleanable Pot_bar__plus_02_dot_63_bar__plus_00_dot_59_bar__plus_01_dot_72)
        (coolable Pot_bar__plus_02_dot_63_bar__plus_00_dot_59_bar__plus_01_dot_72)
        (isReceptacleObject Pot_bar__plus_02_dot_63_bar__plus_00_dot_59_bar__plus_01_dot_72)
        (objectType Pot_bar__plus_02_dot_72_bar__plus_00_dot_14_bar__minus_01_dot_07 PotType)
        (inReceptacle Pot_bar__plus_02_dot_72_bar__plus_00_dot_14_bar__minus_01_dot_07 Cabinet_bar__plus_01_dot_03_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (objectAtLocation Pot_bar__plus_02_dot_72_bar__plus_00_dot_14_bar__minus_01_dot_07 loc_bar_5_bar_3_bar_0_bar__minus_30)
        (pickupable Pot_bar__plus_02_dot_72_bar__plus_00_dot_14_bar__minus_01_dot_07)
        (cleanable Pot_bar__plus_02_dot_72_bar__plus_00_dot_14_bar__minus_01_dot_07)
        (coolable Pot_bar__plus_02_dot_72_bar__plus_00_dot_14_bar__minus_01_dot_07)
        (isReceptacleObject Pot_bar__plus_02_dot_72_bar__plus_00_dot_14_bar__minus_01_dot_07)
        (objectType Pot_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_00_dot_41 PotType)
        (inReceptacle Pot_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_00_dot_41 Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (objectAtLocation Pot_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_00_dot_41 loc_bar_12_bar_2_bar_2_bar_30)
        (pickupable Pot_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_00_dot_41)
        (cleanable Pot_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_00_dot_41)
        (coolable Pot_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_00_dot_41)
        (isReceptacleObject Pot_bar__minus_00_dot_57_bar__plus_00_dot_37_bar__minus_00_dot_41)
        (objectType Apple_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__minus_01_dot_02 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__minus_01_dot_02 CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (objectAtLocation Apple_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__minus_01_dot_02 loc_bar_4_bar_1_bar_2_bar_30)
        (pickupable Apple_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__minus_01_dot_02)
        (cleanable Apple_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__minus_01_dot_02)
        (heatable Apple_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__minus_01_dot_02)
        (coolable Apple_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__minus_01_dot_02)
        (sliceable Apple_bar__plus_01_dot_80_bar__plus_01_dot_47_bar__minus_01_dot_02)
        (objectType DishSponge_bar__minus_01_dot_58_bar__plus_01_dot_17_bar__minus_01_dot_17 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_58_bar__plus_01_dot_17_bar__minus_01_dot_17 Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (objectAtLocation DishSponge_bar__minus_01_dot_58_bar__plus_01_dot_17_bar__minus_01_dot_17 loc_bar_9_bar_2_bar_2_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_58_bar__plus_01_dot_17_bar__minus_01_dot_17)
        (cleanable DishSponge_bar__minus_01_dot_58_bar__plus_01_dot_17_bar__minus_01_dot_17)
        (objectType DishSponge_bar__minus_02_dot_05_bar__plus_01_dot_16_bar__minus_02_dot_40 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_05_bar__plus_01_dot_16_bar__minus_02_dot_40 CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (objectAtLocation DishSponge_bar__minus_02_dot_05_bar__plus_01_dot_16_bar__minus_02_dot_40 loc_bar_4_bar_1_bar_2_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_05_bar__plus_01_dot_16_bar__minus_02_dot_40)
        (cleanable DishSponge_bar__minus_02_dot_05_bar__plus_01_dot_16_bar__minus_02_dot_40)
        (objectType Fork_bar__plus_02_dot_23_bar__plus_00_dot_11_bar__plus_00_dot_56 ForkType)
        (inReceptacle Fork_bar__plus_02_dot_23_bar__plus_00_dot_11_bar__plus_00_dot_56 CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (objectAtLocation Fork_bar__plus_02_dot_23_bar__plus_00_dot_11_bar__plus_00_dot_56 loc_bar_4_bar_1_bar_2_bar_30)
        (pickupable Fork_bar__plus_02_dot_23_bar__plus_00_dot_11_bar__plus_00_dot_56)
        (cleanable Fork_bar__plus_02_dot_23_bar__plus_00_dot_11_bar__plus_00_dot_56)
        (objectType Fork_bar__plus_01_dot_74_bar__plus_01_dot_36_bar__minus_00_dot_14 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_74_bar__plus_01_dot_36_bar__minus_00_dot_14 CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (objectAtLocation Fork_bar__plus_01_dot_74_bar__plus_01_dot_36_bar__minus_00_dot_14 loc_bar_4_bar_1_bar_2_bar_30)
        (pickupable Fork_bar__plus_01_dot_74_bar__plus_01_dot_36_bar__minus_00_dot_14)
        (cleanable Fork_bar__plus_01_dot_74_bar__plus_01_dot_36_bar__minus_00_dot_14)
        (objectType Kettle_bar__plus_01_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_49 KettleType)
        (inReceptacle Kettle_bar__plus_01_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_49 Cabinet_bar__plus_00_dot_36_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (objectAtLocation Kettle_bar__plus_01_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_49 loc_bar_1_bar_0_bar_2_bar__minus_30)
        (pickupable Kettle_bar__plus_01_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_49)
        (cleanable Kettle_bar__plus_01_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_49)
        (objectType Spatula_bar__minus_02_dot_57_bar__plus_00_dot_46_bar__plus_02_dot_16 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_57_bar__plus_00_dot_46_bar__plus_02_dot_16 CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (objectAtLocation Spatula_bar__minus_02_dot_57_bar__plus_00_dot_46_bar__plus_02_dot_16 loc_bar_4_bar_1_bar_2_bar_30)
        (pickupable Spatula_bar__minus_02_dot_57_bar__plus_00_dot_46_bar__plus_02_dot_16)
        (cleanable Spatula_bar__minus_02_dot_57_bar__plus_00_dot_46_bar__plus_02_dot_16)
        (objectType Spoon_bar__plus_02_dot_35_bar__plus_00_dot_34_bar__plus_01_dot_75 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_35_bar__plus_00_dot_34_bar__plus_01_dot_75 CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (objectAtLocation Spoon_bar__plus_02_dot_35_bar__plus_00_dot_34_bar__plus_01_dot_75 loc_bar_4_bar_1_bar_2_bar_30)
        (pickupable Spoon_bar__plus_02_dot_35_bar__plus_00_dot_34_bar__plus_01_dot_75)
        (cleanable Spoon_bar__plus_02_dot_35_bar__plus_00_dot_34_bar__plus_01_dot_75)
        (objectType Spoon_bar__plus_00_dot_02_bar__plus_01_dot_39_bar__minus_00_dot_64 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_02_bar__plus_01_dot_39_bar__minus_00_dot_64 CounterTop_bar__plus_01_dot_36_bar__plus_00_dot_95_bar__minus_00_dot_60)
        (objectAtLocation Spoon_bar__plus_00_dot_02_bar__plus_01_dot_39_bar__minus_00_dot_64 loc_bar_4_bar_1_bar_2_bar_30)
        (pickupable Spoon_bar__plus_00_dot_02_bar__plus_01_dot_39_bar__minus_00_dot_64)
        (cleanable Spoon_bar__plus_00_dot_02_bar__plus_01_dot_39_bar__minus_00_dot_64)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
