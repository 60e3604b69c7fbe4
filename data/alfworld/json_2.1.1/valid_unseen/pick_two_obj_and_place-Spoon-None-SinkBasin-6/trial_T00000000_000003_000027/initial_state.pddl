(define (problem plan_trial_T00000000_000003_000027)
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
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        KnifeType - otype
        PotatoType - otype
        SpoonType - otype
        Spoon_bar__minus_01_dot_31_bar__plus_00_dot_19_bar__plus_00_dot_96 - object
        Spoon_bar__plus_01_dot_94_bar__plus_01_dot_26_bar__plus_02_dot_92 - object
        Apple_bar__minus_02_dot_44_bar__plus_00_dot_22_bar__plus_02_dot_82 - object
        Cup_bar__minus_02_dot_98_bar__plus_01_dot_29_bar__plus_02_dot_01 - object
        Cup_bar__plus_01_dot_29_bar__plus_01_dot_04_bar__plus_00_dot_75 - object
        DishSponge_bar__minus_02_dot_82_bar__plus_00_dot_47_bar__plus_01_dot_72 - object
        DishSponge_bar__minus_02_dot_39_bar__plus_00_dot_29_bar__minus_00_dot_04 - object
        Potato_bar__minus_02_dot_21_bar__plus_00_dot_36_bar__plus_01_dot_98 - object
        Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60 - receptacle
        Cabinet_bar__plus_01_dot_57_bar__plus_02_dot_01_bar__plus_00_dot_47 - receptacle
        Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_70 - receptacle
        Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_01_dot_58 - receptacle
        Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41 - receptacle
        CounterTop_bar__plus_01_dot_59_bar__plus_00_dot_95_bar__plus_00_dot_41 - receptacle
        Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03 - receptacle
        Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 - receptacle
        Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 - receptacle
        Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin - receptacle
        loc_bar_2_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_1_bar_1_bar__minus_30 - location
        loc_bar_4_bar_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_5_bar_2_bar_3_bar_30 - location
        loc_bar__minus_5_bar_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar_1_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_7_bar_10_bar_3_bar_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_0 - location
        loc_bar__minus_7_bar_8_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar_8_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60 loc_bar_2_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60)
        (receptacleType Cabinet_bar__plus_01_dot_57_bar__plus_02_dot_01_bar__plus_00_dot_47 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_57_bar__plus_02_dot_01_bar__plus_00_dot_47 loc_bar_3_bar_1_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_57_bar__plus_02_dot_01_bar__plus_00_dot_47)
        (receptacleType Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_70 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_70 loc_bar__minus_5_bar_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_00_dot_70)
        (receptacleType Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_01_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_01_dot_58 loc_bar__minus_5_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_15_bar__plus_00_dot_40_bar__plus_01_dot_58)
        (receptacleType Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_45_bar__plus_01_dot_95_bar__plus_00_dot_41)
        (receptacleType CounterTop_bar__plus_01_dot_59_bar__plus_00_dot_95_bar__plus_00_dot_41 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_59_bar__plus_00_dot_95_bar__plus_00_dot_41 loc_bar_4_bar_3_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03)
        (receptacleType Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78 loc_bar__minus_6_bar__minus_3_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78)
        (receptacleType Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44 loc_bar__minus_7_bar_10_bar_3_bar_30)
        (openable Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44)
        (receptacleType Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin loc_bar_4_bar__minus_3_bar_2_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType CupType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (objectType Spoon_bar__minus_01_dot_31_bar__plus_00_dot_19_bar__plus_00_dot_96 SpoonType)
        (inReceptacle Spoon_bar__minus_01_dot_31_bar__plus_00_dot_19_bar__plus_00_dot_96 Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03)
        (objectAtLocation Spoon_bar__minus_01_dot_31_bar__plus_00_dot_19_bar__plus_00_dot_96 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (pickupable Spoon_bar__minus_01_dot_31_bar__plus_00_dot_19_bar__plus_00_dot_96)
        (cleanable Spoon_bar__minus_01_dot_31_bar__plus_00_dot_19_bar__plus_00_dot_96)
        (objectType Spoon_bar__plus_01_dot_94_bar__plus_01_dot_26_bar__plus_02_dot_92 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_94_bar__plus_01_dot_26_bar__plus_02_dot_92 Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03)
        (objectAtLocation Spoon_bar__plus_01_dot_94_bar__plus_01_dot_26_bar__plus_02_dot_92 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (pickupable Spoon_bar__plus_01_dot_94_bar__plus_01_dot_26_bar__plus_02_dot_92)
        (cleanable Spoon_bar__plus_01_dot_94_bar__plus_01_dot_26_bar__plus_02_dot_92)
        (objectType Apple_bar__minus_02_dot_44_bar__plus_00_dot_22_bar__plus_02_dot_82 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_44_bar__plus_00_dot_22_bar__plus_02_dot_82 Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin)
        (objectAtLocation Apple_bar__minus_02_dot_44_bar__plus_00_dot_22_bar__plus_02_dot_82 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Apple_bar__minus_02_dot_44_bar__plus_00_dot_22_bar__plus_02_dot_82)
        (cleanable Apple_bar__minus_02_dot_44_bar__plus_00_dot_22_bar__plus_02_dot_82)
        (heatable Apple_bar__minus_02_dot_44_bar__plus_00_dot_22_bar__plus_02_dot_82)
        (coolable Apple_bar__minus_02_dot_44_bar__plus_00_dot_22_bar__plus_02_dot_82)
        (sliceable Apple_bar__minus_02_dot_44_bar__plus_00_dot_22_bar__plus_02_dot_82)
        (objectType Cup_bar__minus_02_dot_98_bar__plus_01_dot_29_bar__plus_02_dot_01 CupType)
        (inReceptacle Cup_bar__minus_02_dot_98_bar__plus_01_dot_29_bar__plus_02_dot_01 Microwave_bar__minus_02_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_44)
        (objectAtLocation Cup_bar__minus_02_dot_98_bar__plus_01_dot_29_bar__plus_02_dot_01 loc_bar__minus_7_bar_10_bar_3_bar_30)
        (pickupable Cup_bar__minus_02_dot_98_bar__plus_01_dot_29_bar__plus_02_dot_01)
        (cleanable Cup_bar__minus_02_dot_98_bar__plus_01_dot_29_bar__plus_02_dot_01)
        (heatable Cup_bar__minus_02_dot_98_bar__plus_01_dot_29_bar__plus_02_dot_01)
        (coolable Cup_bar__minus_02_dot_98_bar__plus_01_dot_29_bar__plus_02_dot_01)
        (isReceptacleObject Cup_bar__minus_02_dot_98_bar__plus_01_dot_29_bar__plus_02_dot_01)
        (objectType Cup_bar__plus_01_dot_29_bar__plus_01_dot_04_bar__plus_00_dot_75 CupType)
        (inReceptacle Cup_bar__plus_01_dot_29_bar__plus_01_dot_04_bar__plus_00_dot_75 Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60)
        (objectAtLocation Cup_bar__plus_01_dot_29_bar__plus_01_dot_04_bar__plus_00_dot_75 loc_bar_2_bar__minus_4_bar_2_bar__minus_30)
        (pickupable Cup_bar__plus_01_dot_29_bar__plus_01_dot_04_bar__plus_00_dot_75)
        (cleanable Cup_bar__plus_01_dot_29_bar__plus_01_dot_04_bar__plus_00_dot_75)
        (heatable Cup_bar__plus_01_dot_29_bar__plus_01_dot_04_bar__plus_00_dot_75)
        (coolable Cup_bar__plus_01_dot_29_bar__plus_01_dot_04_bar__plus_00_dot_75)
        (isReceptacleObject Cup_bar__plus_01_dot_29_bar__plus_01_dot_04_bar__plus_00_dot_75)
        (objectType DishSponge_bar__minus_02_dot_82_bar__plus_00_dot_47_bar__plus_01_dot_72 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_82_bar__plus_00_dot_47_bar__plus_01_dot_72 Drawer_bar__minus_02_dot_28_bar__plus_00_dot_79_bar__minus_00_dot_03)
        (objectAtLocation DishSponge_bar__minus_02_dot_82_bar__plus_00_dot_47_bar__plus_01_dot_72 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_82_bar__plus_00_dot_47_bar__plus_01_dot_72)
        (cleanable DishSponge_bar__minus_02_dot_82_bar__plus_00_dot_47_bar__plus_01_dot_72)
        (objectType DishSponge_bar__minus_02_dot_39_bar__plus_00_dot_29_bar__minus_00_dot_04 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_39_bar__plus_00_dot_29_bar__minus_00_dot_04 Cabinet_bar__plus_00_dot_15_bar__plus_02_dot_01_bar__minus_01_dot_60)
        (objectAtLocation DishSponge_bar__minus_02_dot_39_bar__plus_00_dot_29_bar__minus_00_dot_04 loc_bar_2_bar__minus_4_bar_2_bar__minus_30)
        (pickupable DishSponge_bar__minus_02_dot_39_bar__plus_00_dot_29_bar__minus_00_dot_04)
        (cleanable DishSponge_bar__minus_02_dot_39_bar__plus_00_dot_29_bar__minus_00_dot_04)
        (objectType Potato_bar__minus_02_dot_21_bar__plus_00_dot_36_bar__plus_01_dot_98 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_21_bar__plus_00_dot_36_bar__plus_01_dot_98 Fridge_bar__minus_02_dot_48_bar__plus_00_dot_00_bar__minus_00_dot_78)
        (objectAtLocation Potato_bar__minus_02_dot_21_bar__plus_00_dot_36_bar__plus_01_dot_98 loc_bar__minus_6_bar__minus_3_bar_3_bar_30)
        (pickupable Potato_bar__minus_02_dot_21_bar__plus_00_dot_36_bar__plus_01_dot_98)
        (cleanable Potato_bar__minus_02_dot_21_bar__plus_00_dot_36_bar__plus_01_dot_98)
        (heatable Potato_bar__minus_02_dot_21_bar__plus_00_dot_36_bar__plus_01_dot_98)
        (coolable Potato_bar__minus_02_dot_21_bar__plus_00_dot_36_bar__plus_01_dot_98)
        (sliceable Potato_bar__minus_02_dot_21_bar__plus_00_dot_36_bar__plus_01_dot_98)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SpoonType)
                                    (receptacleType ?r SinkBasinType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SpoonType)
                                            (receptacleType ?r SinkBasinType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
