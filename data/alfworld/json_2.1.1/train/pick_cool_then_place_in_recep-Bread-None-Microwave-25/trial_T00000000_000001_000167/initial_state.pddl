(define (problem plan_trial_T00000000_000001_000167)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        PlateType - otype
        TomatoType - otype
        Bread_bar__minus_01_dot_63_bar__plus_00_dot_60_bar__minus_00_dot_46 - object
        Egg_bar__minus_02_dot_85_bar__plus_01_dot_04_bar__minus_02_dot_70 - object
        Fork_bar__minus_00_dot_25_bar__plus_01_dot_19_bar__plus_02_dot_93 - object
        Plate_bar__plus_00_dot_37_bar__plus_00_dot_40_bar__minus_02_dot_39 - object
        Plate_bar__minus_00_dot_66_bar__plus_00_dot_82_bar__minus_00_dot_95 - object
        Tomato_bar__plus_01_dot_14_bar__plus_00_dot_68_bar__minus_01_dot_87 - object
        Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 - receptacle
        Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 - receptacle
        Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51 - receptacle
        Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 - receptacle
        Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42 - receptacle
        Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 - receptacle
        Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 - receptacle
        loc_bar__minus_11_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_5_bar_5_bar_1_bar_30 - location
        loc_bar__minus_6_bar_4_bar_3_bar_0 - location
        loc_bar__minus_6_bar_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar_5_bar_2_bar_30 - location
        loc_bar__minus_6_bar_6_bar_2_bar_30 - location
        loc_bar__minus_7_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56 loc_bar__minus_6_bar_6_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58 loc_bar__minus_7_bar_9_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_02_dot_58)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72 loc_bar__minus_7_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_02_bar__plus_01_dot_72)
        (receptacleType Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67 loc_bar__minus_6_bar_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_44_bar__plus_00_dot_39_bar__plus_01_dot_67)
        (receptacleType Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51 loc_bar__minus_6_bar_4_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_77_bar__plus_01_dot_80_bar__plus_00_dot_51)
        (receptacleType Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_40_bar__plus_00_dot_70_bar__plus_00_dot_91)
        (receptacleType Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42 loc_bar__minus_6_bar_5_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (receptacleType Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (receptacleType Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (openable Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (canContain CabinetType PlateType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType TomatoType)
        (objectType Bread_bar__minus_01_dot_63_bar__plus_00_dot_60_bar__minus_00_dot_46 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_63_bar__plus_00_dot_60_bar__minus_00_dot_46 Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (objectAtLocation Bread_bar__minus_01_dot_63_bar__plus_00_dot_60_bar__minus_00_dot_46 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Bread_bar__minus_01_dot_63_bar__plus_00_dot_60_bar__minus_00_dot_46)
        (heatable Bread_bar__minus_01_dot_63_bar__plus_00_dot_60_bar__minus_00_dot_46)
        (coolable Bread_bar__minus_01_dot_63_bar__plus_00_dot_60_bar__minus_00_dot_46)
        (sliceable Bread_bar__minus_01_dot_63_bar__plus_00_dot_60_bar__minus_00_dot_46)
        (objectType Egg_bar__minus_02_dot_85_bar__plus_01_dot_04_bar__minus_02_dot_70 EggType)
        (inReceptacle Egg_bar__minus_02_dot_85_bar__plus_01_dot_04_bar__minus_02_dot_70 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Egg_bar__minus_02_dot_85_bar__plus_01_dot_04_bar__minus_02_dot_70 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (pickupable Egg_bar__minus_02_dot_85_bar__plus_01_dot_04_bar__minus_02_dot_70)
        (cleanable Egg_bar__minus_02_dot_85_bar__plus_01_dot_04_bar__minus_02_dot_70)
        (heatable Egg_bar__minus_02_dot_85_bar__plus_01_dot_04_bar__minus_02_dot_70)
        (coolable Egg_bar__minus_02_dot_85_bar__plus_01_dot_04_bar__minus_02_dot_70)
        (sliceable Egg_bar__minus_02_dot_85_bar__plus_01_dot_04_bar__minus_02_dot_70)
        (objectType Fork_bar__minus_00_dot_25_bar__plus_01_dot_19_bar__plus_02_dot_93 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_25_bar__plus_01_dot_19_bar__plus_02_dot_93 Drawer_bar__minus_01_dot_13_bar__plus_00_dot_71_bar__plus_00_dot_42)
        (objectAtLocation Fork_bar__minus_00_dot_25_bar__plus_01_dot_19_bar__plus_02_dot_93 loc_bar__minus_6_bar_5_bar_2_bar_30)
        (pickupable Fork_bar__minus_00_dot_25_bar__plus_01_dot_19_bar__plus_02_dot_93)
        (cleanable Fork_bar__minus_00_dot_25_bar__plus_01_dot_19_bar__plus_02_dot_93)
        (objectType Plate_bar__plus_00_dot_37_bar__plus_00_dot_40_bar__minus_02_dot_39 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_37_bar__plus_00_dot_40_bar__minus_02_dot_39 Fridge_bar__minus_02_dot_78_bar__plus_00_dot_00_bar__plus_02_dot_22)
        (objectAtLocation Plate_bar__plus_00_dot_37_bar__plus_00_dot_40_bar__minus_02_dot_39 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Plate_bar__plus_00_dot_37_bar__plus_00_dot_40_bar__minus_02_dot_39)
        (cleanable Plate_bar__plus_00_dot_37_bar__plus_00_dot_40_bar__minus_02_dot_39)
        (heatable Plate_bar__plus_00_dot_37_bar__plus_00_dot_40_bar__minus_02_dot_39)
        (coolable Plate_bar__plus_00_dot_37_bar__plus_00_dot_40_bar__minus_02_dot_39)
        (isReceptacleObject Plate_bar__plus_00_dot_37_bar__plus_00_dot_40_bar__minus_02_dot_39)
        (objectType Plate_bar__minus_00_dot_66_bar__plus_00_dot_82_bar__minus_00_dot_95 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_66_bar__plus_00_dot_82_bar__minus_00_dot_95 Cabinet_bar__minus_02_dot_24_bar__plus_00_dot_39_bar__plus_00_dot_56)
        (objectAtLocation Plate_bar__minus_00_dot_66_bar__plus_00_dot_82_bar__minus_00_dot_95 loc_bar__minus_6_bar_6_bar_2_bar_30)
        (pickupable Plate_bar__minus_00_dot_66_bar__plus_00_dot_82_bar__minus_00_dot_95)
        (cleanable Plate_bar__minus_00_dot_66_bar__plus_00_dot_82_bar__minus_00_dot_95)
        (heatable Plate_bar__minus_00_dot_66_bar__plus_00_dot_82_bar__minus_00_dot_95)
        (coolable Plate_bar__minus_00_dot_66_bar__plus_00_dot_82_bar__minus_00_dot_95)
        (isReceptacleObject Plate_bar__minus_00_dot_66_bar__plus_00_dot_82_bar__minus_00_dot_95)
        (objectType Tomato_bar__plus_01_dot_14_bar__plus_00_dot_68_bar__minus_01_dot_87 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_14_bar__plus_00_dot_68_bar__minus_01_dot_87 Microwave_bar__minus_02_dot_80_bar__plus_00_dot_81_bar__plus_01_dot_35)
        (objectAtLocation Tomato_bar__plus_01_dot_14_bar__plus_00_dot_68_bar__minus_01_dot_87 loc_bar__minus_8_bar_5_bar_3_bar_30)
        (pickupable Tomato_bar__plus_01_dot_14_bar__plus_00_dot_68_bar__minus_01_dot_87)
        (cleanable Tomato_bar__plus_01_dot_14_bar__plus_00_dot_68_bar__minus_01_dot_87)
        (heatable Tomato_bar__plus_01_dot_14_bar__plus_00_dot_68_bar__minus_01_dot_87)
        (coolable Tomato_bar__plus_01_dot_14_bar__plus_00_dot_68_bar__minus_01_dot_87)
        (sliceable Tomato_bar__plus_01_dot_14_bar__plus_00_dot_68_bar__minus_01_dot_87)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
