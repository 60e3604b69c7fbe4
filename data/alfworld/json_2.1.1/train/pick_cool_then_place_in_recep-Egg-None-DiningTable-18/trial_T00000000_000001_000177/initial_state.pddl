(define (problem plan_trial_T00000000_000001_000177)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        SoapBottleType - otype
        SpoonType - otype
        TomatoType - otype
        Egg_bar__minus_01_dot_57_bar__plus_01_dot_07_bar__plus_00_dot_18 - object
        Egg_bar__plus_02_dot_47_bar__plus_00_dot_31_bar__minus_02_dot_46 - object
        Bowl_bar__minus_00_dot_64_bar__plus_00_dot_56_bar__minus_01_dot_15 - object
        Bowl_bar__plus_01_dot_28_bar__plus_00_dot_61_bar__minus_01_dot_91 - object
        SoapBottle_bar__minus_02_dot_54_bar__plus_00_dot_14_bar__plus_02_dot_37 - object
        Spoon_bar__minus_02_dot_67_bar__plus_00_dot_69_bar__plus_00_dot_44 - object
        Tomato_bar__plus_01_dot_59_bar__plus_01_dot_05_bar__minus_01_dot_88 - object
        Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 - receptacle
        Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 - receptacle
        Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 - receptacle
        GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 - receptacle
        Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 - receptacle
        Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 - receptacle
        loc_bar_0_bar_4_bar_2_bar__minus_30 - location
        loc_bar_0_bar_5_bar_1_bar_30 - location
        loc_bar_1_bar_10_bar_1_bar_30 - location
        loc_bar_1_bar_17_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_1_bar_7_bar_1_bar_30 - location
        loc_bar_1_bar_7_bar_2_bar_30 - location
        loc_bar_3_bar_26_bar_3_bar_30 - location
        loc_bar_3_bar_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_5_bar_1_bar__minus_30 - location
        loc_bar_4_bar_22_bar_1_bar_0 - location
        loc_bar_4_bar_24_bar_1_bar_30 - location
        loc_bar_4_bar_26_bar_1_bar_30 - location
        loc_bar__minus_8_bar_8_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_8_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar_1_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_44_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 loc_bar_1_bar_7_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94 loc_bar_1_bar_10_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_94)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 loc_bar_1_bar_17_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55)
        (receptacleType Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (receptacleType Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_0_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47 loc_bar_3_bar_26_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar_0_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (receptacleType Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 loc_bar_4_bar_22_bar_1_bar_0)
        (openable Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (receptacleType GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 loc_bar_4_bar_24_bar_1_bar_30)
        (receptacleType Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 loc_bar_1_bar_6_bar_2_bar_0)
        (openable Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (receptacleType Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 SafeType)
        (receptacleAtLocation Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 loc_bar_4_bar_26_bar_1_bar_30)
        (openable Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06)
        (canContain CabinetType BowlType)
        (canContain CabinetType SoapBottleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType TomatoType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Egg_bar__minus_01_dot_57_bar__plus_01_dot_07_bar__plus_00_dot_18 EggType)
        (inReceptacle Egg_bar__minus_01_dot_57_bar__plus_01_dot_07_bar__plus_00_dot_18 GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50)
        (objectAtLocation Egg_bar__minus_01_dot_57_bar__plus_01_dot_07_bar__plus_00_dot_18 loc_bar_4_bar_24_bar_1_bar_30)
        (pickupable Egg_bar__minus_01_dot_57_bar__plus_01_dot_07_bar__plus_00_dot_18)
        (cleanable Egg_bar__minus_01_dot_57_bar__plus_01_dot_07_bar__plus_00_dot_18)
        (heatable Egg_bar__minus_01_dot_57_bar__plus_01_dot_07_bar__plus_00_dot_18)
        (coolable Egg_bar__minus_01_dot_57_bar__plus_01_dot_07_bar__plus_00_dot_18)
        (sliceable Egg_bar__minus_01_dot_57_bar__plus_01_dot_07_bar__plus_00_dot_18)
        (objectType Egg_bar__plus_02_dot_47_bar__plus_00_dot_31_bar__minus_02_dot_46 EggType)
        (inReceptacle Egg_bar__plus_02_dot_47_bar__plus_00_dot_31_bar__minus_02_dot_46 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Egg_bar__plus_02_dot_47_bar__plus_00_dot_31_bar__minus_02_dot_46 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Egg_bar__plus_02_dot_47_bar__plus_00_dot_31_bar__minus_02_dot_46)
        (cleanable Egg_bar__plus_02_dot_47_bar__plus_00_dot_31_bar__minus_02_dot_46)
        (heatable Egg_bar__plus_02_dot_47_bar__plus_00_dot_31_bar__minus_02_dot_46)
        (coolable Egg_bar__plus_02_dot_47_bar__plus_00_dot_31_bar__minus_02_dot_46)
        (sliceable Egg_bar__plus_02_dot_47_bar__plus_00_dot_31_bar__minus_02_dot_46)
        (objectType Bowl_bar__minus_00_dot_64_bar__plus_00_dot_56_bar__minus_01_dot_15 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_64_bar__plus_00_dot_56_bar__minus_01_dot_15 Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (objectAtLocation Bowl_bar__minus_00_dot_64_bar__plus_00_dot_56_bar__minus_01_dot_15 loc_bar_0_bar_4_bar_2_bar__minus_30)
        (pickupable Bowl_bar__minus_00_dot_64_bar__plus_00_dot_56_bar__minus_01_dot_15)
        (cleanable Bowl_bar__minus_00_dot_64_bar__plus_00_dot_56_bar__minus_01_dot_15)
        (coolable Bowl_bar__minus_00_dot_64_bar__plus_00_dot_56_bar__minus_01_dot_15)
        (isReceptacleObject Bowl_bar__minus_00_dot_64_bar__plus_00_dot_56_bar__minus_01_dot_15)
        (objectType Bowl_bar__plus_01_dot_28_bar__plus_00_dot_61_bar__minus_01_dot_91 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_28_bar__plus_00_dot_61_bar__minus_01_dot_91 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (objectAtLocation Bowl_bar__plus_01_dot_28_bar__plus_00_dot_61_bar__minus_01_dot_91 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (pickupable Bowl_bar__plus_01_dot_28_bar__plus_00_dot_61_bar__minus_01_dot_91)
        (cleanable Bowl_bar__plus_01_dot_28_bar__plus_00_dot_61_bar__minus_01_dot_91)
        (coolable Bowl_bar__plus_01_dot_28_bar__plus_00_dot_61_bar__minus_01_dot_91)
        (isReceptacleObject Bowl_bar__plus_01_dot_28_bar__plus_00_dot_61_bar__minus_01_dot_91)
        (objectType SoapBottle_bar__minus_02_dot_54_bar__plus_00_dot_14_bar__plus_02_dot_37 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_54_bar__plus_00_dot_14_bar__plus_02_dot_37 GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50)
        (objectAtLocation SoapBottle_bar__minus_02_dot_54_bar__plus_00_dot_14_bar__plus_02_dot_37 loc_bar_4_bar_24_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_54_bar__plus_00_dot_14_bar__plus_02_dot_37)
        (objectType Spoon_bar__minus_02_dot_67_bar__plus_00_dot_69_bar__plus_00_dot_44 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_67_bar__plus_00_dot_69_bar__plus_00_dot_44 Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (objectAtLocation Spoon_bar__minus_02_dot_67_bar__plus_00_dot_69_bar__plus_00_dot_44 loc_bar_0_bar_5_bar_1_bar_30)
        (pickupable Spoon_bar__minus_02_dot_67_bar__plus_00_dot_69_bar__plus_00_dot_44)
        (cleanable Spoon_bar__minus_02_dot_67_bar__plus_00_dot_69_bar__plus_00_dot_44)
        (objectType Tomato_bar__plus_01_dot_59_bar__plus_01_dot_05_bar__minus_01_dot_88 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_59_bar__plus_01_dot_05_bar__minus_01_dot_88 DiningTable_bar__minus_00_dot_16_bar__plus_00_dot_67_bar__plus_06_dot_47)
        (objectAtLocation Tomato_bar__plus_01_dot_59_bar__plus_01_dot_05_bar__minus_01_dot_88 loc_bar_3_bar_26_bar_3_bar_30)
        (pickupable Tomato_bar__plus_01_dot_59_bar__plus_01_dot_05_bar__minus_01_dot_88)
        (cleanable Tomato_bar__plus_01_dot_59_bar__plus_01_dot_05_bar__minus_01_dot_88)
        (heatable Tomato_bar__plus_01_dot_59_bar__plus_01_dot_05_bar__minus_01_dot_88)
        (coolable Tomato_bar__plus_01_dot_59_bar__plus_01_dot_05_bar__minus_01_dot_88)
        (sliceable Tomato_bar__plus_01_dot_59_bar__plus_01_dot_05_bar__minus_01_dot_88)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
