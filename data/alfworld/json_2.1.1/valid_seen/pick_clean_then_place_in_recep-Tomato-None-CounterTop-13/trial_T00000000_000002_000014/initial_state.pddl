(define (problem plan_trial_T00000000_000002_000014)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BowlType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        TomatoType - otype
        Tomato_bar__plus_02_dot_78_bar__plus_01_dot_11_bar__minus_02_dot_46 - object
        Tomato_bar__plus_01_dot_77_bar__plus_01_dot_00_bar__plus_02_dot_01 - object
        Tomato_bar__plus_00_dot_22_bar__plus_01_dot_19_bar__minus_02_dot_59 - object
        Apple_bar__plus_00_dot_10_bar__plus_00_dot_31_bar__minus_01_dot_10 - object
        Bowl_bar__plus_02_dot_39_bar__plus_00_dot_99_bar__plus_00_dot_81 - object
        DishSponge_bar__plus_02_dot_61_bar__plus_00_dot_39_bar__minus_01_dot_18 - object
        Knife_bar__plus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_54 - object
        Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 - receptacle
        Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 - receptacle
        Cabinet_bar__minus_03_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_03 - receptacle
        Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_12 - receptacle
        Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_88 - receptacle
        CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_04_dot_62 - receptacle
        Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 - receptacle
        Drawer_bar__minus_04_dot_13_bar__plus_00_dot_80_bar__plus_02_dot_50 - receptacle
        Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin - receptacle
        loc_bar_5_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_11_bar_17_bar_0_bar_30 - location
        loc_bar__minus_12_bar_10_bar_3_bar_30 - location
        loc_bar__minus_12_bar_12_bar_2_bar_30 - location
        loc_bar__minus_12_bar_13_bar_3_bar_30 - location
        loc_bar__minus_12_bar_17_bar_0_bar_30 - location
        loc_bar__minus_13_bar_11_bar_3_bar_30 - location
        loc_bar__minus_15_bar_14_bar_0_bar_30 - location
        loc_bar__minus_15_bar_14_bar_3_bar_30 - location
        loc_bar__minus_4_bar_21_bar_2_bar_30 - location
        loc_bar__minus_8_bar_10_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_5_bar__minus_5_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03 loc_bar__minus_11_bar_17_bar_0_bar_30)
        (openable Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (receptacleType Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09 loc_bar__minus_12_bar_12_bar_2_bar_30)
        (openable Cabinet_bar__minus_03_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_09)
        (receptacleType Cabinet_bar__minus_03_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_03 loc_bar__minus_12_bar_17_bar_0_bar_30)
        (openable Cabinet_bar__minus_03_dot_64_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (receptacleType Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_12 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_12 loc_bar__minus_12_bar_10_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_12)
        (receptacleType Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_88 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_88 loc_bar__minus_12_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_02_dot_88)
        (receptacleType CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_80 loc_bar__minus_8_bar_10_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_04_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_04_dot_62 loc_bar__minus_4_bar_21_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_04_dot_62)
        (receptacleType Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 loc_bar__minus_15_bar_14_bar_0_bar_30)
        (openable Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66)
        (receptacleType Drawer_bar__minus_04_dot_13_bar__plus_00_dot_80_bar__plus_02_dot_50 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_13_bar__plus_00_dot_80_bar__plus_02_dot_50 loc_bar__minus_13_bar_11_bar_3_bar_30)
        (openable Drawer_bar__minus_04_dot_13_bar__plus_00_dot_80_bar__plus_02_dot_50)
        (receptacleType Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin loc_bar__minus_15_bar_14_bar_3_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__plus_02_dot_78_bar__plus_01_dot_11_bar__minus_02_dot_46 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_78_bar__plus_01_dot_11_bar__minus_02_dot_46 Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin)
        (objectAtLocation Tomato_bar__plus_02_dot_78_bar__plus_01_dot_11_bar__minus_02_dot_46 loc_bar__minus_15_bar_14_bar_3_bar_30)
        (pickupable Tomato_bar__plus_02_dot_78_bar__plus_01_dot_11_bar__minus_02_dot_46)
        (cleanable Tomato_bar__plus_02_dot_78_bar__plus_01_dot_11_bar__minus_02_dot_46)
        (heatable Tomato_bar__plus_02_dot_78_bar__plus_01_dot_11_bar__minus_02_dot_46)
        (coolable Tomato_bar__plus_02_dot_78_bar__plus_01_dot_11_bar__minus_02_dot_46)
        (sliceable Tomato_bar__plus_02_dot_78_bar__plus_01_dot_11_bar__minus_02_dot_46)
        (objectType Tomato_bar__plus_01_dot_77_bar__plus_01_dot_00_bar__plus_02_dot_01 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_77_bar__plus_01_dot_00_bar__plus_02_dot_01 Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin)
        (objectAtLocation Tomato_bar__plus_01_dot_77_bar__plus_01_dot_00_bar__plus_02_dot_01 loc_bar__minus_15_bar_14_bar_3_bar_30)
        (pickupable Tomato_bar__plus_01_dot_77_bar__plus_01_dot_00_bar__plus_02_dot_01)
        (cleanable Tomato_bar__plus_01_dot_77_bar__plus_01_dot_00_bar__plus_02_dot_01)
        (heatable Tomato_bar__plus_01_dot_77_bar__plus_01_dot_00_bar__plus_02_dot_01)
        (coolable Tomato_bar__plus_01_dot_77_bar__plus_01_dot_00_bar__plus_02_dot_01)
        (sliceable Tomato_bar__plus_01_dot_77_bar__plus_01_dot_00_bar__plus_02_dot_01)
        (objectType Tomato_bar__plus_00_dot_22_bar__plus_01_dot_19_bar__minus_02_dot_59 TomatoType)
        (inReceptacle Tomato_bar__plus_00_dot_22_bar__plus_01_dot_19_bar__minus_02_dot_59 Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin)
        (objectAtLocation Tomato_bar__plus_00_dot_22_bar__plus_01_dot_19_bar__minus_02_dot_59 loc_bar__minus_15_bar_14_bar_3_bar_30)
        (pickupable Tomato_bar__plus_00_dot_22_bar__plus_01_dot_19_bar__minus_02_dot_59)
        (cleanable Tomato_bar__plus_00_dot_22_bar__plus_01_dot_19_bar__minus_02_dot_59)
        (heatable Tomato_bar__plus_00_dot_22_bar__plus_01_dot_19_bar__minus_02_dot_59)
        (coolable Tomato_bar__plus_00_dot_22_bar__plus_01_dot_19_bar__minus_02_dot_59)
        (sliceable Tomato_bar__plus_00_dot_22_bar__plus_01_dot_19_bar__minus_02_dot_59)
        (objectType Apple_bar__plus_00_dot_10_bar__plus_00_dot_31_bar__minus_01_dot_10 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_10_bar__plus_00_dot_31_bar__minus_01_dot_10 Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin)
        (objectAtLocation Apple_bar__plus_00_dot_10_bar__plus_00_dot_31_bar__minus_01_dot_10 loc_bar__minus_15_bar_14_bar_3_bar_30)
        (pickupable Apple_bar__plus_00_dot_10_bar__plus_00_dot_31_bar__minus_01_dot_10)
        (cleanable Apple_bar__plus_00_dot_10_bar__plus_00_dot_31_bar__minus_01_dot_10)
        (heatable Apple_bar__plus_00_dot_10_bar__plus_00_dot_31_bar__minus_01_dot_10)
        (coolable Apple_bar__plus_00_dot_10_bar__plus_00_dot_31_bar__minus_01_dot_10)
        (sliceable Apple_bar__plus_00_dot_10_bar__plus_00_dot_31_bar__minus_01_dot_10)
        (objectType Bowl_bar__plus_02_dot_39_bar__plus_00_dot_99_bar__plus_00_dot_81 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_39_bar__plus_00_dot_99_bar__plus_00_dot_81 Sink_bar__minus_04_dot_19_bar__plus_00_dot_92_bar__plus_03_dot_28_bar_SinkBasin)
        (objectAtLocation Bowl_bar__plus_02_dot_39_bar__plus_00_dot_99_bar__plus_00_dot_81 loc_bar__minus_15_bar_14_bar_3_bar_30)
        (pickupable Bowl_bar__plus_02_dot_39_bar__plus_00_dot_99_bar__plus_00_dot_81)
        (cleanable Bowl_bar__plus_02_dot_39_bar__plus_00_dot_99_bar__plus_00_dot_81)
        (coolable Bowl_bar__plus_02_dot_39_bar__plus_00_dot_99_bar__plus_00_dot_81)
        (isReceptacleObject Bowl_bar__plus_02_dot_39_bar__plus_00_dot_99_bar__plus_00_dot_81)
        (objectType DishSponge_bar__plus_02_dot_61_bar__plus_00_dot_39_bar__minus_01_dot_18 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_61_bar__plus_00_dot_39_bar__minus_01_dot_18 Cabinet_bar__minus_03_dot_04_bar__plus_00_dot_39_bar__plus_05_dot_03)
        (objectAtLocation DishSponge_bar__plus_02_dot_61_bar__plus_00_dot_39_bar__minus_01_dot_18 loc_bar__minus_11_bar_17_bar_0_bar_30)
        (pickupable DishSponge_bar__plus_02_dot_61_bar__plus_00_dot_39_bar__minus_01_dot_18)
        (cleanable DishSponge_bar__plus_02_dot_61_bar__plus_00_dot_39_bar__minus_01_dot_18)
        (objectType Knife_bar__plus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_54 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_54 Drawer_bar__minus_04_dot_13_bar__plus_00_dot_80_bar__plus_02_dot_50)
        (objectAtLocation Knife_bar__plus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_54 loc_bar__minus_13_bar_11_bar_3_bar_30)
        (pickupable Knife_bar__plus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_54)
        (cleanable Knife_bar__plus_01_dot_95_bar__plus_00_dot_85_bar__minus_00_dot_54)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
