(define (problem plan_trial_T00000000_000001_000084)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        KnifeType - otype
        LadleType - otype
        LettuceType - otype
        SoapBottleType - otype
        TomatoType - otype
        Lettuce_bar__minus_01_dot_63_bar__plus_00_dot_41_bar__minus_00_dot_13 - object
        Lettuce_bar__minus_02_dot_16_bar__plus_00_dot_29_bar__plus_01_dot_87 - object
        Lettuce_bar__minus_00_dot_92_bar__plus_00_dot_22_bar__plus_00_dot_43 - object
        ButterKnife_bar__plus_02_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_83 - object
        Ladle_bar__minus_00_dot_63_bar__plus_01_dot_01_bar__plus_01_dot_63 - object
        SoapBottle_bar__plus_00_dot_49_bar__plus_01_dot_23_bar__plus_01_dot_13 - object
        Tomato_bar__plus_01_dot_26_bar__plus_00_dot_36_bar__plus_02_dot_32 - object
        Tomato_bar__plus_02_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_59 - object
        Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 - receptacle
        Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51 - receptacle
        Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 - receptacle
        Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70 - receptacle
        Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 - receptacle
        Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin - receptacle
        loc_bar_0_bar_1_bar_2_bar_30 - location
        loc_bar_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar_0 - location
        loc_bar_4_bar__minus_2_bar_2_bar_30 - location
        loc_bar_9_bar_0_bar_2_bar_30 - location
        loc_bar__minus_12_bar__minus_8_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_12_bar__minus_8_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56 loc_bar_2_bar__minus_3_bar_2_bar_0)
        (openable Cabinet_bar__plus_00_dot_14_bar__plus_01_dot_67_bar__minus_01_dot_56)
        (receptacleType Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51)
        (receptacleType Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78 loc_bar_9_bar_0_bar_2_bar_30)
        (openable Drawer_bar__plus_03_dot_02_bar__plus_00_dot_77_bar__minus_00_dot_78)
        (receptacleType Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70 loc_bar_0_bar_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70)
        (receptacleType Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (openable Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (receptacleType Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin loc_bar_10_bar__minus_1_bar_1_bar_30)
        (canContain CabinetType LadleType)
        (canContain CabinetType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType LadleType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType TomatoType)
        (objectType Lettuce_bar__minus_01_dot_63_bar__plus_00_dot_41_bar__minus_00_dot_13 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_63_bar__plus_00_dot_41_bar__minus_00_dot_13 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__minus_01_dot_63_bar__plus_00_dot_41_bar__minus_00_dot_13 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_63_bar__plus_00_dot_41_bar__minus_00_dot_13)
        (cleanable Lettuce_bar__minus_01_dot_63_bar__plus_00_dot_41_bar__minus_00_dot_13)
        (coolable Lettuce_bar__minus_01_dot_63_bar__plus_00_dot_41_bar__minus_00_dot_13)
        (sliceable Lettuce_bar__minus_01_dot_63_bar__plus_00_dot_41_bar__minus_00_dot_13)
        (objectType Lettuce_bar__minus_02_dot_16_bar__plus_00_dot_29_bar__plus_01_dot_87 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_16_bar__plus_00_dot_29_bar__plus_01_dot_87 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__minus_02_dot_16_bar__plus_00_dot_29_bar__plus_01_dot_87 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_16_bar__plus_00_dot_29_bar__plus_01_dot_87)
        (cleanable Lettuce_bar__minus_02_dot_16_bar__plus_00_dot_29_bar__plus_01_dot_87)
        (coolable Lettuce_bar__minus_02_dot_16_bar__plus_00_dot_29_bar__plus_01_dot_87)
        (sliceable Lettuce_bar__minus_02_dot_16_bar__plus_00_dot_29_bar__plus_01_dot_87)
        (objectType Lettuce_bar__minus_00_dot_92_bar__plus_00_dot_22_bar__plus_00_dot_43 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_92_bar__plus_00_dot_22_bar__plus_00_dot_43 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__minus_00_dot_92_bar__plus_00_dot_22_bar__plus_00_dot_43 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_92_bar__plus_00_dot_22_bar__plus_00_dot_43)
        (cleanable Lettuce_bar__minus_00_dot_92_bar__plus_00_dot_22_bar__plus_00_dot_43)
        (coolable Lettuce_bar__minus_00_dot_92_bar__plus_00_dot_22_bar__plus_00_dot_43)
        (sliceable Lettuce_bar__minus_00_dot_92_bar__plus_00_dot_22_bar__plus_00_dot_43)
        (objectType ButterKnife_bar__plus_02_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_83 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_83 Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70)
        (objectAtLocation ButterKnife_bar__plus_02_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_83 loc_bar_0_bar_1_bar_2_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_83)
        (cleanable ButterKnife_bar__plus_02_dot_81_bar__plus_00_dot_97_bar__minus_00_dot_83)
        (objectType Ladle_bar__minus_00_dot_63_bar__plus_01_dot_01_bar__plus_01_dot_63 LadleType)
        (inReceptacle Ladle_bar__minus_00_dot_63_bar__plus_01_dot_01_bar__plus_01_dot_63 Drawer_bar__minus_00_dot_68_bar__plus_00_dot_39_bar__minus_00_dot_70)
        (objectAtLocation Ladle_bar__minus_00_dot_63_bar__plus_01_dot_01_bar__plus_01_dot_63 loc_bar_0_bar_1_bar_2_bar_30)
        (pickupable Ladle_bar__minus_00_dot_63_bar__plus_01_dot_01_bar__plus_01_dot_63)
        (cleanable Ladle_bar__minus_00_dot_63_bar__plus_01_dot_01_bar__plus_01_dot_63)
        (objectType SoapBottle_bar__plus_00_dot_49_bar__plus_01_dot_23_bar__plus_01_dot_13 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_49_bar__plus_01_dot_23_bar__plus_01_dot_13 Drawer_bar__plus_00_dot_38_bar__plus_00_dot_38_bar__minus_01_dot_51)
        (objectAtLocation SoapBottle_bar__plus_00_dot_49_bar__plus_01_dot_23_bar__plus_01_dot_13 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_49_bar__plus_01_dot_23_bar__plus_01_dot_13)
        (objectType Tomato_bar__plus_01_dot_26_bar__plus_00_dot_36_bar__plus_02_dot_32 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_26_bar__plus_00_dot_36_bar__plus_02_dot_32 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (objectAtLocation Tomato_bar__plus_01_dot_26_bar__plus_00_dot_36_bar__plus_02_dot_32 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (pickupable Tomato_bar__plus_01_dot_26_bar__plus_00_dot_36_bar__plus_02_dot_32)
        (cleanable Tomato_bar__plus_01_dot_26_bar__plus_00_dot_36_bar__plus_02_dot_32)
        (heatable Tomato_bar__plus_01_dot_26_bar__plus_00_dot_36_bar__plus_02_dot_32)
        (coolable Tomato_bar__plus_01_dot_26_bar__plus_00_dot_36_bar__plus_02_dot_32)
        (sliceable Tomato_bar__plus_01_dot_26_bar__plus_00_dot_36_bar__plus_02_dot_32)
        (objectType Tomato_bar__plus_02_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_59 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_59 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (objectAtLocation Tomato_bar__plus_02_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_59 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable Tomato_bar__plus_02_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_59)
        (cleanable Tomato_bar__plus_02_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_59)
        (heatable Tomato_bar__plus_02_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_59)
        (coolable Tomato_bar__plus_02_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_59)
        (sliceable Tomato_bar__plus_02_dot_91_bar__plus_00_dot_40_bar__plus_00_dot_59)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
