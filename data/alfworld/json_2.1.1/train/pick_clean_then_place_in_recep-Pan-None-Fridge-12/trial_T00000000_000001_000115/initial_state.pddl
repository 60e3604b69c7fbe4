(define (problem plan_trial_T00000000_000001_000115)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        LettuceType - otype
        PanType - otype
        PlateType - otype
        Pan_bar__minus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_43 - object
        Pan_bar__minus_02_dot_10_bar__plus_00_dot_39_bar__plus_00_dot_05 - object
        Pan_bar__plus_00_dot_90_bar__plus_00_dot_57_bar__plus_00_dot_77 - object
        ButterKnife_bar__plus_00_dot_35_bar__plus_00_dot_53_bar__minus_02_dot_94 - object
        ButterKnife_bar__plus_01_dot_27_bar__plus_00_dot_73_bar__minus_02_dot_71 - object
        DishSponge_bar__minus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_45 - object
        DishSponge_bar__minus_01_dot_15_bar__plus_01_dot_04_bar__plus_02_dot_59 - object
        Knife_bar__minus_01_dot_23_bar__plus_01_dot_34_bar__plus_00_dot_96 - object
        Lettuce_bar__plus_01_dot_15_bar__plus_01_dot_34_bar__minus_02_dot_63 - object
        Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_38_bar__plus_01_dot_19 - object
        Plate_bar__minus_00_dot_29_bar__plus_00_dot_64_bar__minus_02_dot_90 - object
        Plate_bar__minus_02_dot_85_bar__plus_00_dot_85_bar__plus_01_dot_69 - object
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 - receptacle
        CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 - receptacle
        CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 - receptacle
        Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 - receptacle
        Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin - receptacle
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar_7_bar_3_bar__minus_30 - location
        loc_bar_0_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar_1_bar_5_bar_3_bar_30 - location
        loc_bar_1_bar_9_bar_1_bar_30 - location
        loc_bar_2_bar_9_bar_1_bar_30 - location
        loc_bar_3_bar_8_bar_1_bar_30 - location
        loc_bar_4_bar_5_bar_1_bar_30 - location
        loc_bar__minus_12_bar_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar_3_bar_3_bar__minus_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_12_bar_3_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11 loc_bar_1_bar_9_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 loc_bar_1_bar_5_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58 loc_bar__minus_1_bar_3_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (receptacleType CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 loc_bar_3_bar_8_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39 loc_bar_2_bar_9_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39)
        (receptacleType Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 loc_bar_0_bar_0_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (receptacleType Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin loc_bar_4_bar_5_bar_1_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PlateType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (objectType Pan_bar__minus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_43 PanType)
        (inReceptacle Pan_bar__minus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_43 Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_00_dot_58)
        (objectAtLocation Pan_bar__minus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_43 loc_bar__minus_1_bar_3_bar_3_bar__minus_30)
        (pickupable Pan_bar__minus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_43)
        (cleanable Pan_bar__minus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_43)
        (coolable Pan_bar__minus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_43)
        (isReceptacleObject Pan_bar__minus_00_dot_98_bar__plus_01_dot_39_bar__plus_01_dot_43)
        (objectType Pan_bar__minus_02_dot_10_bar__plus_00_dot_39_bar__plus_00_dot_05 PanType)
        (inReceptacle Pan_bar__minus_02_dot_10_bar__plus_00_dot_39_bar__plus_00_dot_05 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Pan_bar__minus_02_dot_10_bar__plus_00_dot_39_bar__plus_00_dot_05 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Pan_bar__minus_02_dot_10_bar__plus_00_dot_39_bar__plus_00_dot_05)
        (cleanable Pan_bar__minus_02_dot_10_bar__plus_00_dot_39_bar__plus_00_dot_05)
        (coolable Pan_bar__minus_02_dot_10_bar__plus_00_dot_39_bar__plus_00_dot_05)
        (isReceptacleObject Pan_bar__minus_02_dot_10_bar__plus_00_dot_39_bar__plus_00_dot_05)
        (objectType Pan_bar__plus_00_dot_90_bar__plus_00_dot_57_bar__plus_00_dot_77 PanType)
        (inReceptacle Pan_bar__plus_00_dot_90_bar__plus_00_dot_57_bar__plus_00_dot_77 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Pan_bar__plus_00_dot_90_bar__plus_00_dot_57_bar__plus_00_dot_77 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Pan_bar__plus_00_dot_90_bar__plus_00_dot_57_bar__plus_00_dot_77)
        (cleanable Pan_bar__plus_00_dot_90_bar__plus_00_dot_57_bar__plus_00_dot_77)
        (coolable Pan_bar__plus_00_dot_90_bar__plus_00_dot_57_bar__plus_00_dot_77)
        (isReceptacleObject Pan_bar__plus_00_dot_90_bar__plus_00_dot_57_bar__plus_00_dot_77)
        (objectType ButterKnife_bar__plus_00_dot_35_bar__plus_00_dot_53_bar__minus_02_dot_94 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_35_bar__plus_00_dot_53_bar__minus_02_dot_94 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__plus_00_dot_35_bar__plus_00_dot_53_bar__minus_02_dot_94 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable ButterKnife_bar__plus_00_dot_35_bar__plus_00_dot_53_bar__minus_02_dot_94)
        (cleanable ButterKnife_bar__plus_00_dot_35_bar__plus_00_dot_53_bar__minus_02_dot_94)
        (objectType ButterKnife_bar__plus_01_dot_27_bar__plus_00_dot_73_bar__minus_02_dot_71 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_01_dot_27_bar__plus_00_dot_73_bar__minus_02_dot_71 CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92)
        (objectAtLocation ButterKnife_bar__plus_01_dot_27_bar__plus_00_dot_73_bar__minus_02_dot_71 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable ButterKnife_bar__plus_01_dot_27_bar__plus_00_dot_73_bar__minus_02_dot_71)
        (cleanable ButterKnife_bar__plus_01_dot_27_bar__plus_00_dot_73_bar__minus_02_dot_71)
        (objectType DishSponge_bar__minus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_45 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_45 Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (objectAtLocation DishSponge_bar__minus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_45 loc_bar_0_bar_7_bar_3_bar__minus_30)
        (pickupable DishSponge_bar__minus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_45)
        (cleanable DishSponge_bar__minus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_45)
        (objectType DishSponge_bar__minus_01_dot_15_bar__plus_01_dot_04_bar__plus_02_dot_59 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_15_bar__plus_01_dot_04_bar__plus_02_dot_59 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__minus_01_dot_15_bar__plus_01_dot_04_bar__plus_02_dot_59 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_15_bar__plus_01_dot_04_bar__plus_02_dot_59)
        (cleanable DishSponge_bar__minus_01_dot_15_bar__plus_01_dot_04_bar__plus_02_dot_59)
        (objectType Knife_bar__minus_01_dot_23_bar__plus_01_dot_34_bar__plus_00_dot_96 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_23_bar__plus_01_dot_34_bar__plus_00_dot_96 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_02_dot_39)
        (objectAtLocation Knife_bar__minus_01_dot_23_bar__plus_01_dot_34_bar__plus_00_dot_96 loc_bar_2_bar_9_bar_1_bar_30)
        (pickupable Knife_bar__minus_01_dot_23_bar__plus_01_dot_34_bar__plus_00_dot_96)
        (cleanable Knife_bar__minus_01_dot_23_bar__plus_01_dot_34_bar__plus_00_dot_96)
        (objectType Lettuce_bar__plus_01_dot_15_bar__plus_01_dot_34_bar__minus_02_dot_63 LettuceType)
        (inReceptacle Lettuce_bar__plus_01_dot_15_bar__plus_01_dot_34_bar__minus_02_dot_63 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Lettuce_bar__plus_01_dot_15_bar__plus_01_dot_34_bar__minus_02_dot_63 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Lettuce_bar__plus_01_dot_15_bar__plus_01_dot_34_bar__minus_02_dot_63)
        (cleanable Lettuce_bar__plus_01_dot_15_bar__plus_01_dot_34_bar__minus_02_dot_63)
        (coolable Lettuce_bar__plus_01_dot_15_bar__plus_01_dot_34_bar__minus_02_dot_63)
        (sliceable Lettuce_bar__plus_01_dot_15_bar__plus_01_dot_34_bar__minus_02_dot_63)
        (objectType Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_38_bar__plus_01_dot_19 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_38_bar__plus_01_dot_19 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_38_bar__plus_01_dot_19 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_38_bar__plus_01_dot_19)
        (cleanable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_38_bar__plus_01_dot_19)
        (coolable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_38_bar__plus_01_dot_19)
        (sliceable Lettuce_bar__plus_00_dot_85_bar__plus_00_dot_38_bar__plus_01_dot_19)
        (objectType Plate_bar__minus_00_dot_29_bar__plus_00_dot_64_bar__minus_02_dot_90 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_29_bar__plus_00_dot_64_bar__minus_02_dot_90 Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (objectAtLocation Plate_bar__minus_00_dot_29_bar__plus_00_dot_64_bar__minus_02_dot_90 loc_bar_1_bar_9_bar_1_bar_30)
        (pickupable Plate_bar__minus_00_dot_29_bar__plus_00_dot_64_bar__minus_02_dot_90)
        (cleanable Plate_bar__minus_00_dot_29_bar__plus_00_dot_64_bar__minus_02_dot_90)
        (heatable Plate_bar__minus_00_dot_29_bar__plus_00_dot_64_bar__minus_02_dot_90)
        (coolable Plate_bar__minus_00_dot_29_bar__plus_00_dot_64_bar__minus_02_dot_90)
        (isReceptacleObject Plate_bar__minus_00_dot_29_bar__plus_00_dot_64_bar__minus_02_dot_90)
        (objectType Plate_bar__minus_02_dot_85_bar__plus_00_dot_85_bar__plus_01_dot_69 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_85_bar__plus_00_dot_85_bar__plus_01_dot_69 Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (objectAtLocation Plate_bar__minus_02_dot_85_bar__plus_00_dot_85_bar__plus_01_dot_69 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (pickupable Plate_bar__minus_02_dot_85_bar__plus_00_dot_85_bar__plus_01_dot_69)
        (cleanable Plate_bar__minus_02_dot_85_bar__plus_00_dot_85_bar__plus_01_dot_69)
        (heatable Plate_bar__minus_02_dot_85_bar__plus_00_dot_85_bar__plus_01_dot_69)
        (coolable Plate_bar__minus_02_dot_85_bar__plus_00_dot_85_bar__plus_01_dot_69)
        (isReceptacleObject Plate_bar__minus_02_dot_85_bar__plus_00_dot_85_bar__plus_01_dot_69)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
